// Entry rules of sub-publishers (role SE) and their territories, checked with the other share rules when a work is
// entered (400 naming the party). A sub-publisher we administer names the original publisher (E) it acts for and
// the territories it collects in (TIS codes, included or excluded); in each included territory, the sub-publishers
// of one original publisher together collect at most what that publisher owns of each right (the original
// publisher keeps the rest there). An excluded territory collects nothing. Pure.

type Shares = { performance: number; mechanical: number; sync: number };
/** The fields of a party these rules read (lib/rights/share-rules.ts RuleParty has them). */
interface SubRuleParty {
  name: string;
  role: string;
  controlled: boolean;
  shares: Shares;
  publisher?: number;
  territories?: { tis: string; include: boolean; shares: Shares }[];
}
interface ShareIssue {
  path: (string | number)[];
  message: string;
}

const RIGHTS = [
  ['performance', 'PR'],
  ['mechanical', 'MR'],
  ['sync', 'SR'],
] as const;
const pct = (bp: number) => `${bp / 100}%`;

/** The issues of party `i` when it is a sub-publisher or carries territories. */
export function subPublisherIssues(parties: SubRuleParty[], i: number): ShareIssue[] {
  const p = parties[i]!;
  const issues: ShareIssue[] = [];
  const at = (path: (string | number)[], message: string) => issues.push({ path: ['parties', i, ...path], message });
  if (p.role !== 'SE') {
    if (p.territories) at(['territories'], 'only a sub-publisher (role SE) collects per territory');
    return issues;
  }
  if (p.publisher === undefined) {
    if (p.territories) at(['publisher'], `name the original publisher (role E) ${p.name} sub-publishes for`);
    return issues;
  }
  const e = parties[p.publisher];
  if (!e)
    return [...issues, { path: ['parties', i, 'publisher'], message: `there is no party number ${p.publisher + 1}` }];
  if (e.role !== 'E') at(['publisher'], `${e.name} is not an original publisher (role E)`);
  else if (!p.controlled || !e.controlled)
    at(['publisher'], `a sub-publisher's chain is written only when we administer both ${p.name} and ${e.name}`);
  if (!p.territories) {
    at(['territories'], `name the territories ${p.name} collects in`);
    return issues;
  }
  const seen = new Set<string>();
  p.territories.forEach((t, j) => {
    const tis = String(Number(t.tis));
    if (seen.has(tis)) at(['territories', j, 'tis'], `territory ${t.tis} is listed twice for ${p.name}`);
    seen.add(tis);
    if (!t.include) {
      if (RIGHTS.some(([key]) => t.shares[key] > 0))
        at(['territories', j, 'shares'], `${p.name} excludes territory ${t.tis}, so it collects nothing there`);
      return;
    }
    // Every sub-publisher of the same original publisher in this territory, this one included.
    const same = parties.filter((o) => o.role === 'SE' && o.publisher === p.publisher);
    const who = same.length > 1 ? `${p.name} and the other sub-publishers of ${e.name}` : p.name;
    for (const [key, right] of RIGHTS) {
      const collected = same.reduce(
        (s, o) => s + (o.territories?.find((x) => x.include && Number(x.tis) === Number(t.tis))?.shares[key] ?? 0),
        0,
      );
      if (collected > e.shares[key])
        at(
          ['territories', j, 'shares', key],
          `${who} would collect ${pct(collected)} of ${right} in territory ${t.tis}, more than ${e.name} owns (${pct(e.shares[key])})`,
        );
    }
  });
  return issues;
}
