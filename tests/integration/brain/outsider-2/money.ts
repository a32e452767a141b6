// Second outsider set: statement imports and unmatched rows, payouts and tax details, the artist roster.
import { db } from '@/lib/platform/db';
import { type Question, count, earnings, gross, has, money, month, oneOf } from '../outsider/needs';
import { Q, all, countOf, matches, moneyOrNone, no, yes } from './helpers';

const balance = async (name: string) => {
  const u = await db.user.findFirstOrThrow({ where: { name } });
  const a = await db.ledgerEntry.aggregate({ where: { account: { userId: u.id } }, _sum: { amountCents: true } });
  return money(a._sum.amountCents ?? 0n);
};

export const moneyQuestions2: Question[] = [
  // ---- statements and imports
  Q('statements', 'how many spotify statements have we imported', async () => [
    count(await db.statementImport.count({ where: { store: 'Spotify' } })),
  ]),
  Q('statements', 'unmatched lines in the sept spotify statement?', async () => {
    const s = await db.statementImport.findFirstOrThrow({ where: { store: 'Spotify', period: '2026-09' } });
    return [count(s.unmatchedRows)];
  }),
  Q('statements', 'any imports fail or get held?', async () => {
    const bad = await db.statementImport.findMany({ where: { status: { in: ['failed', 'held'] } } });
    return bad.length ? bad.map((s) => has(s.store)) : [countOf(0, '(failed|held)')];
  }),
  Q('statements', 'latest period we have statements for', async () => {
    const s = await db.statementImport.findFirstOrThrow({ orderBy: { period: 'desc' } });
    return [month(s.period)];
  }),
  Q('statements', 'how many statements came in for Q3', async () => [
    count(await db.statementImport.count({ where: { period: { in: ['2026-07', '2026-08', '2026-09'] } } })),
  ]),
  Q('statements', 'which stores send us statements?', async () =>
    (await db.statementImport.findMany({ distinct: ['store'], select: { store: true } })).map((s) => has(s.store)),
  ),
  Q('statements', 'total on the deezer aug statement', async () => {
    const s = await db.statementImport.findFirstOrThrow({ where: { store: 'Deezer', period: '2026-08' } });
    return [oneOf(money(s.totalUsdCents), await earnings({ importId: s.id }))];
  }),
  // ---- payouts and tax
  Q('payouts', 'how much is waiting to be paid out', async () => {
    const a = await db.payoutRequest.aggregate({ where: { status: 'requested' }, _sum: { amountCents: true } });
    return [money(a._sum.amountCents ?? 0)];
  }),
  Q('payouts', "who's waiting on a payout", async () =>
    all(
      (await db.payoutRequest.findMany({ where: { status: 'requested' }, include: { user: true } })).map(
        (p) => p.user.name,
      ),
    ),
  ),
  Q('payouts', 'how many payouts have been paid so far', async () => [
    count(await db.payoutRequest.count({ where: { status: 'paid' } })),
  ]),
  Q('payouts', 'how does nova get paid? payout method', async () => {
    const m = await db.payoutMethod.findFirstOrThrow({ where: { user: { name: 'Nova Reyes' } } });
    return [has(m.type === 'paypal' ? 'PayPal' : m.type)];
  }),
  Q('payouts', 'whats kairos balance', async () => [await balance('Kairo James')]),
  Q('payouts', 'does kairo james have tax details on file', async () => {
    const u = await db.user.findFirstOrThrow({ where: { name: 'Kairo James' } });
    const t = await db.taxProfile.findUnique({ where: { userId: u.id } });
    return [has('Kairo'), t ? yes : no, matches('tax', /tax|w-?9|w-?8/i)];
  }),
  Q('payouts', 'biggest payout we ever made + to who', async () => {
    const p = await db.payoutRequest.findFirstOrThrow({
      where: { status: 'paid' },
      orderBy: { amountCents: 'desc' },
      include: { user: true },
    });
    return [money(p.amountCents), has(p.user.name)];
  }),
  // ---- artists
  Q('artists', 'how many artists on the roster', async () => [countOf(await db.rosterArtist.count(), 'artists?')]),
  Q('artists', 'what genre is luna park', async () => [
    has((await db.rosterArtist.findFirstOrThrow({ where: { stageName: 'Luna Park' } })).genre),
  ]),
  Q('artists', 'where is kairo james based', async () => [
    has((await db.rosterArtist.findFirstOrThrow({ where: { stageName: 'Kairo James' } })).location.split(',')[0]),
  ]),
  Q('artists', 'which artists have no releases yet', async () => {
    const u = await db.user.findMany({ where: { role: 'artist', releases: { none: {} } } });
    return all(u.map((x) => x.name));
  }),
  Q('artists', 'how many releases does luna park have and how much has she made', async () => {
    const ids = (await db.release.findMany({ where: { primaryArtist: 'Luna Park' } })).map((r) => r.id);
    const g = await gross({ releaseId: { in: ids } });
    return [count(ids.length), g ? await earnings({ releaseId: { in: ids } }) : moneyOrNone(0)];
  }),
];
