// Statement currencies and exchange rates: the currency each store's statements come in and the rate (USD per
// unit) an import converted them at ("what exchange rate did we use for Deezer", "which statements are in EUR",
// "fx rates by store"), from the royalty statements page's list.
import { allPages } from '../../platform/paging';
import { listStatements } from '../../royalties';
import { mentioned } from './entities';
import { staffOnly } from './staff';
import { plural, type Intent } from './types';

const CODES = /\b(eur|euros?|gbp|pounds?|jpy|yen|cad|aud|sek|nok|dkk|chf|brl|mxn|inr|krw|cny|zar|ngn)\b/i;
const ALIAS: Record<string, string> = { euro: 'EUR', euros: 'EUR', pound: 'GBP', pounds: 'GBP', yen: 'JPY' };
const RATE = /\b(?:exchange rates?|exchange|fx|forex|currenc(?:y|ies)|usd per)\b/i;

/** "1.080000000000" → "1.08" */
const trim = (rate: string) => rate.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');

export const statementRatesIntent: Intent = {
  key: 'statement-rates',
  description: "Statement currencies and exchange rates: the currency of each store's statements and the rate used.",
  matches: (f) =>
    (RATE.test(f.raw) && !f.has('payout', 'balance', 'service', 'price')) ||
    (f.has('statement', 'import') && CODES.test(f.raw)),
  async answer(ctx, _id, f) {
    if (!f) return null;
    const denied = staffOnly(ctx, this.key, 'statement imports');
    if (denied) return denied;
    const done = (await allPages(listStatements)).filter((s) => s.status === 'completed');
    const link = { href: '/royalty-statements', label: 'Royalty statements' };
    if (!done.length) return { intent: this.key, text: 'No statement has been imported yet.', link };
    const stores = new Set((await mentioned(ctx, 'store', f.raw)).map((s) => s.name));
    const code = f.raw.match(CODES)?.[1].toLowerCase();
    const currency = code ? (ALIAS[code] ?? code.toUpperCase()) : null;
    const shown = done.filter(
      (s) => (!stores.size || stores.has(s.store)) && (!currency || stores.size || s.currency === currency),
    );
    if (!shown.length)
      return {
        intent: this.key,
        text: `No statement ${currency ? `in ${currency} ` : ''}has been imported${stores.size ? ` from ${[...stores].join(', ')}` : ''}.`,
        link,
      };
    // One line per store and currency: the rate, or each period's when it changed.
    const groups = new Map<string, typeof shown>();
    for (const s of shown)
      groups.set(`${s.store}|${s.currency}`, [...(groups.get(`${s.store}|${s.currency}`) ?? []), s]);
    const lines = [...groups.values()].map((g) => {
      const rates = [...new Set(g.map((s) => trim(s.exchangeRate)))];
      const at =
        rates.length === 1
          ? `exchange rate ${rates[0]} USD per ${g[0].currency}`
          : `exchange rates ${g
              .sort((a, b) => a.period.localeCompare(b.period))
              .map((s) => `${s.period} ${trim(s.exchangeRate)}`)
              .join(', ')} USD per ${g[0].currency}`;
      return `${g[0].store}: ${plural(g.length, 'statement')} in ${g[0].currency}, ${at}`;
    });
    return { intent: this.key, text: `Statement currencies and exchange rates: ${lines.join('; ')}.`, link };
  },
};
