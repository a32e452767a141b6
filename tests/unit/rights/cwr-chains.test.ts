// Chains of title and share rules: each controlled writer's PWR names the publisher of its own chain, collection
// never exceeds what a chain owns, a publisher owns at most 50% of PR, and the entry rules name the party.
import { cwrParties, type StoredParty, type StoredWork } from '@/lib/rights/cwr-work';
import { cwrWorkProblems, partyIssues, type RuleParty } from '@/lib/rights/share-rules';
import type { CwrWork } from '@/lib/rights/cwr-types';

const settings = { senderCode: 'TNM', publisherName: 'TNM Publishing', publisherIpi: '00123456790' };
let pos = 0;
const party = (o: Partial<StoredParty> & Pick<StoredParty, 'name' | 'role'>): StoredParty => ({
  position: ++pos,
  ipi: null,
  society: null,
  controlled: true,
  territory: '2136',
  prShare: 0,
  mrShare: 0,
  srShare: 0,
  publisherPosition: null,
  administratorPosition: null,
  ...o,
});
const stored = (parties: StoredParty[]): StoredWork => ({
  number: 9,
  title: 'Song',
  language: 'EN',
  distributionCategory: 'POP',
  iswc: null,
  durationSec: null,
  versionType: 'ORI',
  alternateTitles: [],
  parties,
});
const asWork = (w: StoredWork): CwrWork => ({
  submitterWorkId: 'W0000009',
  title: w.title,
  language: 'EN',
  distributionCategory: 'POP',
  versionType: 'ORI',
  alternateTitles: [],
  performers: [],
  recordings: [],
  ...cwrParties(w, settings),
});

describe('chains of title in CWR', () => {
  beforeEach(() => (pos = 0));

  it('links each controlled writer to the publisher of its own chain, with its administrator collecting', () => {
    const w = stored([
      party({ name: 'Ann Lee', role: 'CA', prShare: 2500, publisherPosition: 4, administratorPosition: 5 }),
      party({ name: 'Bo Chen', role: 'CA', prShare: 2500, publisherPosition: 3 }),
      party({ name: 'Bo Music', role: 'E', prShare: 2500, mrShare: 5000, srShare: 5000 }),
      party({ name: 'Ann Songs', role: 'E', prShare: 2500, mrShare: 5000, srShare: 5000 }),
      party({ name: 'Admin Co', role: 'AM' }),
    ]);
    const cwr = asWork(w);
    expect(cwr.writers.map((x) => [x.name, x.publisher?.name, x.publisher?.sequence])).toEqual([
      ['Ann Lee', 'Ann Songs', 1],
      ['Bo Chen', 'Bo Music', 2],
    ]);
    expect(
      cwr.publishers.map((p) => [p.sequence, p.name, p.type, p.ownership.mr, p.collection[0]?.shares.mr ?? null]),
    ).toEqual([
      [1, 'Ann Songs', 'E', 5000, null],
      [1, 'Admin Co', 'AM', 0, 5000],
      [2, 'Bo Music', 'E', 5000, 5000],
    ]);
    expect(cwrWorkProblems(cwr)).toEqual([]);
  });

  it('falls back for writers that name no publisher: the first controlled original publisher (old works)', () => {
    const cwr = asWork(
      stored([
        party({ name: 'Ann Lee', role: 'CA', prShare: 5000 }),
        party({ name: 'Ann Songs', role: 'E', prShare: 5000, mrShare: 10000, srShare: 10000 }),
      ]),
    );
    expect(cwr.writers[0]!.publisher).toMatchObject({ name: 'Ann Songs', sequence: 1 });
  });

  it('a single writer without a publisher: the writer keeps half its PR, the platform publisher collects the rest', () => {
    const cwr = asWork(
      stored([party({ name: 'Ann Lee', role: 'CA', prShare: 10000, mrShare: 10000, srShare: 10000 })]),
    );
    const [wr] = cwr.writers;
    expect(wr!.ownership).toEqual({ pr: 5000, mr: 0, sr: 0 });
    expect(wr!.publisher).toMatchObject({ ipNumber: 'PTNM', name: 'TNM Publishing' });
    expect(cwr.publishers).toEqual([
      expect.objectContaining({
        type: 'E',
        ownership: { pr: 5000, mr: 10000, sr: 10000 },
        collection: [{ territory: '2136', shares: { pr: 5000, mr: 10000, sr: 10000 } }],
      }),
    ]);
    // SWT + SPT = 100% of each right, not 100% each.
    const spt = cwr.publishers[0]!.collection[0]!.shares;
    expect([wr!.ownership.pr + spt.pr, wr!.ownership.mr + spt.mr, wr!.ownership.sr + spt.sr]).toEqual([
      10000, 10000, 10000,
    ]);
    expect(cwrWorkProblems(cwr)).toEqual([]);
  });

  it('a controlled writer next to an uncontrolled co-writer collects only its own share; the OPU is named', () => {
    const cwr = asWork(
      stored([
        party({ name: 'Ann Lee', role: 'CA', prShare: 5000, mrShare: 5000, srShare: 5000 }),
        party({ name: 'Kai Moe', role: 'CA', controlled: false, prShare: 2500, ipi: '00000000297' }),
        party({
          name: 'Kai Pub',
          role: 'E',
          controlled: false,
          prShare: 2500,
          mrShare: 5000,
          srShare: 5000,
          ipi: '00123456790',
        }),
      ]),
    );
    const spt = cwr.publishers[0]!.collection[0]!.shares;
    expect(spt).toEqual({ pr: 2500, mr: 5000, sr: 5000 });
    expect(cwr.writers[0]!.ownership).toEqual({ pr: 2500, mr: 0, sr: 0 });
    expect(cwr.otherPublishers).toEqual([
      expect.objectContaining({ name: 'Kai Pub', ipi: '00123456790', type: 'E', sequence: 2 }),
    ]);
    expect(cwr.otherWriters[0]).toMatchObject({ name: 'Kai Moe', ipi: '00000000297' });
    expect(cwrWorkProblems(cwr)).toEqual([]);
  });

  it('refuses a transaction that breaks a rule, with the reason', () => {
    const base = asWork(
      stored([party({ name: 'Ann Lee', role: 'CA', prShare: 10000, mrShare: 10000, srShare: 10000 })]),
    );
    const pub = base.publishers[0]!;
    const greedy = { ...base, publishers: [{ ...pub, ownership: { ...pub.ownership, pr: 6000 } }] };
    expect(cwrWorkProblems(greedy)).toEqual(
      expect.arrayContaining([
        'publisher TNM Publishing owns 60% of PR, more than 50%',
        'PR ownership adds up to more than 100%',
      ]),
    );
    const double = {
      ...base,
      publishers: [{ ...pub, collection: [{ territory: '2136', shares: { pr: 10000, mr: 10000, sr: 10000 } }] }],
    };
    expect(cwrWorkProblems(double)).toContain('the chain of TNM Publishing would collect more PR than it owns');
    const wr = base.writers[0]!;
    expect(cwrWorkProblems({ ...base, writers: [{ ...wr, collection: { pr: 10000, mr: 0, sr: 0 } }] })).toContain(
      'writer Ann Lee would collect more PR than it owns',
    );
    expect(cwrWorkProblems({ ...base, title: '東京' })[0]).toMatch(/title has no letter CWR can write/);
  });
});

describe('share rules at entry', () => {
  const p = (o: Partial<RuleParty> & Pick<RuleParty, 'name' | 'role'>): RuleParty => ({
    controlled: true,
    territory: '2136',
    shares: { performance: 0, mechanical: 0, sync: 0 },
    ...o,
  });
  const s = (performance: number, mechanical: number, sync: number) => ({ performance, mechanical, sync });

  it('accepts a valid two-chain work', () => {
    expect(
      partyIssues([
        p({ name: 'Ann', role: 'CA', shares: s(5000, 0, 0), publisher: 1 }),
        p({ name: 'Ann Songs', role: 'E', shares: s(5000, 10000, 10000) }),
      ]),
    ).toEqual([]);
  });

  it('names the party: publisher over 50% PR, totals, links to the wrong role or side', () => {
    const issues = partyIssues([
      p({ name: 'Ann', role: 'CA', shares: s(4000, 0, 0), publisher: 2 }),
      p({ name: 'Ann Songs', role: 'E', shares: s(6000, 10000, 10000) }),
      p({ name: 'Bo', role: 'CA', controlled: false, shares: s(0, 0, 0), publisher: 1 }),
      p({ name: 'Cy', role: 'CA', shares: s(0, 0, 0), publisher: 7, administrator: 1 }),
    ]);
    const text = issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(text).toEqual(
      expect.arrayContaining([
        'parties.1.shares.performance: Ann Songs is a publisher with 60% of the performing right; CWR allows a publisher at most 50%',
        'parties.0.publisher: Bo is not an original publisher (role E)',
        'parties.2.publisher: Ann Songs is administered by us, Bo is not: a writer and its publisher are on the same side',
        'parties.3.publisher: there is no party number 8',
        'parties.3.administrator: Ann Songs is not an administrator (role AM)',
      ]),
    );
    expect(partyIssues([p({ name: 'Ann', role: 'CA', shares: s(9000, 10000, 10000) })])[0]!.message).toBe(
      'performance shares add up to 90%, they must add up to 100%',
    );
  });
});
