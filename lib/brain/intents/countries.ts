// Earnings by sale country: one country's gross ("how much came from Germany"), or the countries ranked
// ("top country", "which territory pays the most"), through `earningsBy('country')` of royalties.
import { formatMoney } from '../../platform/format';
import { earningsBy } from '@/lib/royalties';
import { staffOnly } from './staff';
import { normalize } from './text';
import { type Intent } from './types';

const regions = new Intl.DisplayNames(['en'], { type: 'region' });
const nameOf = (code: string) => {
  try {
    return code ? (regions.of(code.toUpperCase()) ?? code) : 'unknown';
  } catch {
    return code;
  }
};
const ALIASES: Record<string, string[]> = {
  // "us" alone is the pronoun ("paid us"): the country is "the US".
  US: ['usa', 'the us', 'u s', 'america', 'united states'],
  GB: ['uk', 'the uk', 'britain', 'great britain', 'england'],
};
const A_Z = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
/** Every region name Intl knows, normalised ("germany", "united kingdom"), and the aliases. */
const COUNTRY_NAMES = new Set([
  ...A_Z.flatMap((a) => A_Z.map((b) => `${a}${b}`))
    .map((c) => nameOf(c))
    .filter((n) => n.length > 3 && !/unknown|outlying|pseudo/i.test(n))
    .map(normalize),
  ...Object.values(ALIASES)
    .flat()
    .filter((n) => n.length > 2),
]);
const namesCountry = (raw: string) => {
  const t = ` ${normalize(raw)} `;
  return [...COUNTRY_NAMES].some((n) => t.includes(` ${n} `));
};
const COUNTRY_WORDS = /\b(?:country|countries|territory|territories|region|regions|market|markets|where)\b/;

export const countryEarningsIntent: Intent = {
  key: 'earnings-by-country',
  description: "Gross earnings by sale country: one named country's, or the countries ranked.",
  matches: (f) =>
    (f.has('earn', 'paid') || f.order !== null || /\b(?:came|come|comes|coming)\b|\bhow much\b/i.test(f.raw)) &&
    (f.test(COUNTRY_WORDS) || namesCountry(f.raw)),
  async answer(ctx, _id, f) {
    if (!f) return null;
    const denied = staffOnly(ctx, this.key, 'earnings by country');
    if (denied) return denied;
    const filter = { from: f.period?.from, to: f.period?.to };
    const per = [...(await earningsBy('country', filter))].filter(([, c]) => c > 0).sort((a, b) => b[1] - a[1]);
    const raw = ` ${normalize(f.raw)} `;
    const named = per.filter(([code]) =>
      [nameOf(code), ...(ALIASES[code.toUpperCase()] ?? [])].some((n) => raw.includes(` ${normalize(n)} `)),
    );
    const when = f.period ? ` ${f.period.label}` : '';
    const link = { href: '/reports', label: 'Reports' };
    if (named.length)
      return {
        intent: this.key,
        text: named
          .map(
            ([code, c]) =>
              `${nameOf(code)} (${code}) brought in ${formatMoney(c)}${when} (gross, all contributors, from imported store statements).`,
          )
          .join(' '),
        link,
      };
    if (!f.test(COUNTRY_WORDS)) return null;
    if (!per.length) return { intent: this.key, text: `No earnings by country${when} yet.`, link };
    const least = f.order === 'least';
    const list = least ? [...per].reverse() : per;
    return {
      intent: this.key,
      text: `The ${least ? 'lowest' : 'top'} country${when} is ${nameOf(list[0][0])} (${list[0][0]}) with ${formatMoney(list[0][1])} (gross). By country: ${list
        .slice(0, 8)
        .map(([code, c], i) => `${i + 1}. ${nameOf(code)} ${formatMoney(c)}`)
        .join('; ')}.`,
      link,
    };
  },
};
