// Share rules of a work, checked when it is entered (400 with issues) and again on the CWR transaction before a
// file is written (the export is refused with the reason). Shares are basis points (10,000 = 100%). Pure.
import { isWriterRole } from './codes';
import { cwrText } from './cwr-text';
import type { CwrShares, CwrWork } from './cwr-types';
import { subPublisherIssues } from './sub-publisher-rules';

/** CWR: a publisher owns at most 50% of the performing right. */
const MAX_PUBLISHER_PR = 5_000;
const FULL = 10_000;
const RIGHTS = [
  ['performance', 'pr'],
  ['mechanical', 'mr'],
  ['sync', 'sr'],
] as const;
const pct = (bp: number) => `${bp / 100}%`;

export interface RuleParty {
  name: string;
  role: string;
  controlled: boolean;
  territory: string;
  shares: { performance: number; mechanical: number; sync: number };
  /** Writers: index (from 0) of their original publisher (E) among the parties, and of its administrator (AM);
   * sub-publishers (SE): index of the original publisher they act for */
  publisher?: number;
  administrator?: number;
  /** Sub-publishers: the territories they collect in */
  territories?: { tis: string; include: boolean; shares: RuleParty['shares'] }[];
}

export interface ShareIssue {
  path: (string | number)[];
  message: string;
}

function chainIssues(parties: RuleParty[], i: number): ShareIssue[] {
  const p = parties[i]!;
  const issues: ShareIssue[] = [];
  const at = (field: string, message: string) => issues.push({ path: ['parties', i, field], message });
  if (!isWriterRole(p.role)) {
    if (p.publisher !== undefined && p.role !== 'SE')
      at('publisher', 'only a writer or a sub-publisher names its publisher');
    if (p.administrator !== undefined) at('administrator', 'only a writer names an administrator');
    return issues;
  }
  if (p.publisher !== undefined) {
    const pub = parties[p.publisher];
    if (!pub) at('publisher', `there is no party number ${p.publisher + 1}`);
    else if (pub.role !== 'E') at('publisher', `${pub.name} is not an original publisher (role E)`);
    else if (pub.controlled !== p.controlled)
      at(
        'publisher',
        p.controlled
          ? `${pub.name} must be administered by us too to be the publisher of a writer we administer`
          : `${pub.name} is administered by us, ${p.name} is not: a writer and its publisher are on the same side`,
      );
  }
  if (p.administrator !== undefined) {
    const adm = parties[p.administrator];
    if (p.publisher === undefined) at('administrator', 'name the original publisher the administrator acts for');
    else if (!adm) at('administrator', `there is no party number ${p.administrator + 1}`);
    else if (adm.role !== 'AM') at('administrator', `${adm.name} is not an administrator (role AM)`);
    else if (!adm.controlled || !p.controlled)
      at('administrator', 'an administrator is only written for a chain we administer');
    const other = parties.find(
      (o, j) => j !== i && isWriterRole(o.role) && o.publisher === p.publisher && o.administrator !== p.administrator,
    );
    if (p.publisher !== undefined && other)
      at('administrator', `${other.name} names the same publisher with another administrator`);
  }
  return issues;
}

/** Entry rules: totals per right and territory, the 50% publisher PR limit and the chains of title. */
export function partyIssues(parties: RuleParty[]): ShareIssue[] {
  const issues: ShareIssue[] = [];
  for (const territory of new Set(parties.map((p) => p.territory))) {
    const inTerritory = parties.filter((p) => p.territory === territory);
    for (const [key] of RIGHTS) {
      const total = inTerritory.reduce((s, p) => s + p.shares[key], 0);
      if (total !== FULL)
        issues.push({
          path: ['parties', `shares.${key}`],
          message: `${key} shares add up to ${pct(total)}, they must add up to 100%`,
        });
    }
  }
  parties.forEach((p, i) => {
    if (!isWriterRole(p.role) && p.shares.performance > MAX_PUBLISHER_PR)
      issues.push({
        path: ['parties', i, 'shares', 'performance'],
        message: `${p.name} is a publisher with ${pct(p.shares.performance)} of the performing right; CWR allows a publisher at most 50%`,
      });
    issues.push(...chainIssues(parties, i), ...subPublisherIssues(parties, i));
  });
  if (!parties.some((p) => isWriterRole(p.role)))
    issues.push({ path: ['parties'], message: 'a work needs at least one writer' });
  return issues;
}

const add = (a: CwrShares, b: CwrShares): CwrShares => ({ pr: a.pr + b.pr, mr: a.mr + b.mr, sr: a.sr + b.sr });
const ZERO: CwrShares = { pr: 0, mr: 0, sr: 0 };
const sum = (list: CwrShares[]) => list.reduce(add, ZERO);
const over = (a: CwrShares, b: CwrShares) =>
  (['pr', 'mr', 'sr'] as const).filter((k) => a[k] > b[k]).map((k) => ({ pr: 'PR', mr: 'MR', sr: 'SR' })[k]);

/**
 * Export rules on a CWR transaction: SPU/OPU PR ownership <= 50%; per right the ownership of SPU, OPU, SWR and
 * OWR <= 100%; per chain of title the collection (SPT + SWT of its writers) <= what the chain owns; a
 * controlled writer collects at most its own share; every PWR names an original publisher of the work.
 */
export function cwrWorkProblems(w: CwrWork): string[] {
  const problems: string[] = [];
  if (!cwrText(w.title)) problems.push('its title has no letter CWR can write; add a title in Latin letters');
  for (const p of [...w.publishers, ...w.otherPublishers])
    if (p.ownership.pr > MAX_PUBLISHER_PR)
      problems.push(`publisher ${p.name ?? '(unknown)'} owns ${pct(p.ownership.pr)} of PR, more than 50%`);
  const owned = sum([...w.publishers, ...w.otherPublishers, ...w.writers, ...w.otherWriters].map((p) => p.ownership));
  for (const right of over(owned, { pr: FULL, mr: FULL, sr: FULL }))
    problems.push(`${right} ownership adds up to more than 100%`);
  for (const wr of w.writers) {
    for (const right of over(wr.collection ?? wr.ownership, wr.ownership))
      problems.push(`writer ${wr.name} would collect more ${right} than it owns`);
    const link = wr.publisher;
    if (link && !w.publishers.some((p) => p.ipNumber === link.ipNumber && p.type === 'E'))
      problems.push(`writer ${wr.name} is linked to ${link.name}, which is not an original publisher of the work`);
  }
  // Collection per territory: a party's entry for that TIS code, else its first (broadest) included entry; a
  // sub-publisher collects only in the territories it lists. Writers collect (SWT) in their one territory.
  const territories = new Set([
    ...w.publishers.flatMap((p) => p.collection.map((c) => c.territory)),
    ...w.writers.map((wr) => wr.territory),
  ]);
  const collects = (p: CwrWork['publishers'][number], t: string): CwrShares => {
    const entry = p.collection.find((c) => c.territory === t) ?? (p.type === 'SE' ? undefined : p.collection[0]);
    return entry && entry.include !== false ? entry.shares : ZERO;
  };
  const where = (t: string) => (territories.size > 1 ? ` in territory ${t}` : '');
  for (const t of territories) {
    for (const seq of new Set(w.publishers.map((p) => p.sequence))) {
      const chain = w.publishers.filter((p) => p.sequence === seq);
      const writers = w.writers.filter((wr) => wr.publisher?.sequence === seq);
      const collected = sum([
        ...chain.map((p) => collects(p, t)),
        ...writers.map((wr) => wr.collection ?? wr.ownership),
      ]);
      const chainOwns = sum([...chain.map((p) => p.ownership), ...writers.map((wr) => wr.ownership)]);
      for (const right of over(collected, chainOwns))
        problems.push(`the chain of ${chain[0]!.name} would collect more ${right} than it owns${where(t)}`);
    }
    const collected = sum([
      ...w.publishers.map((p) => collects(p, t)),
      ...w.writers.map((wr) => wr.collection ?? wr.ownership),
    ]);
    const controlled = sum([...w.publishers, ...w.writers].map((p) => p.ownership));
    for (const right of over(collected, controlled))
      problems.push(`the controlled parties would collect more ${right} than they own${where(t)}`);
    // SWT + SPT + the other publishers' shares (OPT): at most 100% of each right in each territory.
    const total = add(collected, sum(w.otherPublishers.map((o) => o.ownership)));
    for (const right of over(total, { pr: FULL, mr: FULL, sr: FULL }))
      problems.push(`${right} collection adds up to more than 100%${where(t)}`);
  }
  return [...new Set(problems)];
}
