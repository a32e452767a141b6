// Rights in detail: one work's writers and their shares, how long each of its registrations has waited at
// its society ("how many days has X been waiting at ASCAP"), the works whose split sheet everyone signed,
// and copyright filings by status, through the rights face (the rights-management pages' reads).
import { allPages } from '../../platform/paging';
import { formatDate } from '../../platform/format';
import { getWorkForUserOrThrow, listCopyrightFilings } from '@/lib/rights';
import { mentioned, worksOf } from './entities';
import { staffOnly } from './staff';
import { plural, type Intent } from './types';
import { normalize } from './text';
import { catalogueNames } from './areas';

const link = { href: '/rights-management', label: 'Rights management' };
/** Shares are stored in basis points (5000 = 50%). */
const pct = (bps: number) => `${bps / 100}%`;
const society = (t: string) => t.replace(/^CWR:/, '');
const FULLY_SIGNED =
  /\b(?:fully|all|completely|everyone|every writer|totally) signed\b|\bsigned by (?:all|everyone|every)\b|\bsigned off\b/i;
const WRITERS =
  /\b(?:writers?|wrote|songwriters?|composers?|authors?|parties|party|share|shares|owns|publishers?|ipi|iswc)\b/;

export const filingsIntent: Intent = {
  key: 'copyright-filings',
  description: 'Copyright office filings by status (draft, submitted, registered, refused).',
  matches: (f) => f.test(/\b(?:filings?|filed|file)\b/) && f.has('copyright', 'registration', 'work'),
  async answer(ctx) {
    const denied = staffOnly(ctx, this.key, 'copyright filings');
    if (denied) return denied;
    const all = await allPages((q) => listCopyrightFilings(ctx.user, q));
    const count = (s: string) => all.filter((x) => x.status === s).length;
    const list = all.slice(0, 8).map((x) => `"${x.title}" (${x.status})`);
    return {
      intent: this.key,
      text: `${plural(count('submitted'), 'copyright filing')} submitted; ${plural(all.length, 'filing')} in all (${count('draft')} draft, ${count('registered')} registered, ${count('refused')} refused)${list.length ? `: ${list.join(', ')}` : ''}.`,
      link: { href: '/tnm-copyright-filing', label: 'Copyright filing' },
    };
  },
};

export const signedWorksIntent: Intent = {
  key: 'signed-works',
  description: 'Works whose current split sheet every writer has signed.',
  matches: (f) =>
    FULLY_SIGNED.test(f.raw) ||
    (f.has('work', 'split') &&
      /\bsigned\b/i.test(f.raw) &&
      !/\bunsigned|not signed|hasn.?t signed|who (?:still )?(?:has|needs)/i.test(f.raw)),
  async answer(ctx) {
    const denied = staffOnly(ctx, this.key, 'rights registrations');
    if (denied) return denied;
    const works = await worksOf(ctx);
    const signed = works.filter((w) => w.splitStatus === 'signed').map((w) => `"${w.title}"`);
    const pending = works.filter((w) => w.splitStatus === 'pending').map((w) => `"${w.title}"`);
    return {
      intent: this.key,
      text: `${plural(signed.length, 'work')} with a fully signed split sheet (every writer signed)${signed.length ? `: ${signed.join(', ')}` : ''}; ${pending.length} still waiting for signatures${pending.length ? `: ${pending.join(', ')}` : ''}.`,
      link,
    };
  },
};

export const workDetailIntent: Intent = {
  key: 'work-detail',
  description: "One work's writers and shares, and how long each registration has waited at its society.",
  // Not who signed the split sheet (work-status) unless writers or shares are asked.
  matches: (f) =>
    f.test(WRITERS) ||
    (!f.has('unsigned', 'status', 'split') &&
      (f.has('society', 'registration', 'waiting', 'count') || f.test(/\bdays?\b|\bhow long\b/))),
  async answer(ctx, _id, f) {
    if (!f || staffOnly(ctx, this.key, 'rights registrations')) return null;
    const [hit] = await mentioned(ctx, 'work', f.raw);
    if (!hit) return null;
    // "how many stores is Golden Hour on": a release named as written beats a work only near its name.
    const said = ` ${normalize(f.raw)} `.includes(` ${normalize(hit.name)} `);
    if (!said && !f.test(WRITERS) && (await catalogueNames(ctx, f)).releases.length) return null;
    const w = await getWorkForUserOrThrow(ctx.user, hit.id);
    const regs = (await worksOf(ctx)).find((x) => x.id === w.id)?.registrations ?? [];
    const waits = regs.map(
      (r) =>
        `${society(r.target)} ${r.status}${r.sentAt ? `, sent ${formatDate(r.sentAt)}` : ''}${r.status === 'sent' && r.ageDays !== null ? `, waiting ${plural(r.ageDays, 'day')} for acknowledgement${r.overdue ? ' (overdue)' : ''}` : ''}`,
    );
    const parties = w.parties.map(
      (p) =>
        `${p.name} (${p.role}${p.society ? `, ${p.society}` : ''}): ${pct(p.shares.performance)} performance, ${pct(p.shares.mechanical)} mechanical`,
    );
    const writers = w.parties.filter((p) => p.writer).map((p) => p.name);
    const regText = waits.length ? `Registrations: ${waits.join('; ')}.` : 'Not registered with any society yet.';
    const partyText = `Writers: ${writers.join(', ') || 'none entered'}. Shares: ${parties.join('; ') || 'none'}.`;
    // The part asked about first.
    const regFirst = f.has('society', 'registration', 'waiting') || f.test(/\bdays?\b|\bhow long\b/);
    const iswc = /\biswc\b/i.test(f.raw) ? `ISWC ${w.iswc ?? 'not assigned yet'}. ` : '';
    return {
      intent: this.key,
      text: `The work "${w.title}" (${w.number}): ${iswc}${regFirst ? `${regText} ${partyText}` : `${partyText} ${regText}`}`,
      link,
    };
  },
};
