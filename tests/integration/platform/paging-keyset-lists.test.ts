// The three lists that paged by offset (projects, delivery logs, the unmatched-row queue) page by cursor: walking
// every page returns each row once, in the list's order, even when rows are written between two calls (an
// offset would repeat or skip rows then), and every page reports the same total.
import { db } from '@/lib/platform/db';
import * as projectsRoute from '@/app/api/projects/route';
import * as deliveriesRoute from '@/app/api/distribution/deliveries/route';
import * as unmatchedRoute from '@/app/api/royalties/unmatched/route';
import { lineKey } from '@/lib/royalties/line-key';
import { call, createUser, type CallResult } from '../../helpers/api';

jest.setTimeout(60_000);

type Handler = Parameters<typeof call>[0];
type User = Awaited<ReturnType<typeof createUser>>;
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const at = new Date('2026-02-01T00:00:00Z');
const completedImportIds = async () =>
  (await db.statementImport.findMany({ where: { status: 'completed' }, select: { id: true } })).map((i) => i.id);

/** Follows nextCursor from the first page; `between` runs after each page (it writes rows). */
async function walkWhileWriting(handler: Handler, as: User, url: string, between: (page: number) => Promise<void>) {
  const ids: string[] = [];
  const totals: number[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 20; page++) {
    const res: CallResult = await call(handler, {
      as,
      url: cursor ? `${url}&cursor=${encodeURIComponent(cursor)}` : url,
    });
    expect(res.status).toBe(200);
    ids.push(...res.json.items.map((r: { id: string }) => r.id));
    totals.push(res.json.total);
    cursor = res.json.nextCursor;
    if (!cursor) return { ids, totals };
    await between(page);
  }
  throw new Error('the list never ended');
}

it('pages through projects newest first; releases created between pages neither repeat nor push rows off', async () => {
  const artist = await createUser('artist');
  // Same createdAt for all: only the id orders them, the case an offset or a createdAt-only cursor gets wrong.
  await db.release.createMany({
    data: range(7).map((i) => ({ ownerId: artist.id, title: `Keyset ${i}`, primaryArtist: 'Keyset', createdAt: at })),
  });
  const expected = (
    await db.release.findMany({ where: { ownerId: artist.id }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] })
  ).map((r) => r.id);

  const seen = await walkWhileWriting(projectsRoute.GET, artist, '/api/projects?limit=3', async (page) => {
    // Newer than every listed row: it belongs before the first page, so the walk must not see it.
    await db.release.create({ data: { ownerId: artist.id, title: `Later ${page}`, primaryArtist: 'Keyset' } });
  });
  expect(seen.ids).toEqual(expected);
  expect(seen.totals).toEqual([7, 8, 9]);
  expect((await call(projectsRoute.GET, { as: artist, url: '/api/projects?cursor=%2F%2F' })).json.code).toBe(
    'validation.invalid',
  );
});

it('pages through the delivery log newest first while deliveries write new lines', async () => {
  const admin = await createUser('admin');
  const owner = await createUser('artist');
  const release = await db.release.create({ data: { ownerId: owner.id, title: 'Logged', primaryArtist: 'Logs' } });
  const store = await db.store.create({
    data: { slug: 'keyset-store', name: 'Keyset Store', ddexPartyId: 'PADPIDKEYSET01', requirements: {} },
  });
  const delivery = await db.delivery.create({
    data: { releaseId: release.id, storeId: store.id, messageId: 'keyset-message' },
  });
  await db.deliveryLog.createMany({
    data: range(8).map((i) => ({ deliveryId: delivery.id, event: 'attempt', message: `try ${i}`, createdAt: at })),
  });
  const expected = (
    await db.deliveryLog.findMany({
      where: { deliveryId: delivery.id },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    })
  ).map((l) => l.id);

  const url = `/api/distribution/deliveries?releaseId=${release.id}&limit=3`;
  const seen = await walkWhileWriting(deliveriesRoute.GET, admin, url, async () => {
    await db.deliveryLog.create({ data: { deliveryId: delivery.id, event: 'retry', message: 'again' } });
  });
  expect(seen.ids).toEqual(expected);
  expect(seen.totals).toEqual([8, 9, 10]);
});

/** A statement import with the given status (its lines are added by the test). */
const statement = (name: string, status: 'completed' | 'failed' | 'held' | 'running' = 'completed') =>
  db.statementImport.create({
    data: {
      store: 'Test',
      period: '2026-01',
      currency: 'USD',
      exchangeRate: '1',
      originalName: name,
      storage: 'local',
      storageKey: name,
      sizeBytes: 100n,
      sha256: name,
      status,
    },
  });
const line = (importId: string, rowNumber: number, status: 'unmatched' | 'matched' = 'unmatched') => ({
  importId,
  rowNumber,
  status,
  store: 'Test',
  salePeriod: '2026-01',
  units: 1,
  amount: '1.5',
  currency: 'USD',
  amountUsd: '1.5',
});

it('pages through the unmatched rows in file order while another import adds rows', async () => {
  const admin = await createUser('admin');
  const imp = await statement('keyset-unmatched.csv');
  await db.earningLine.createMany({ data: range(7).map((i) => line(imp.id, i + 2)) });
  const before = await db.earningLine.findMany({
    where: { status: 'unmatched', importId: { in: await completedImportIds() } },
    orderBy: [{ importId: 'asc' }, { rowNumber: 'asc' }],
  });
  const expected = before.map((l) => lineKey(l.importId, l.rowNumber));

  const added: string[] = [];
  const seen = await walkWhileWriting(unmatchedRoute.GET, admin, '/api/royalties/unmatched?limit=3', async (page) => {
    const later = await statement(`keyset-later-${page}.csv`);
    await db.earningLine.create({ data: line(later.id, 2) });
    added.push(lineKey(later.id, 2));
  });
  // Every row that was there is listed once and in order; a row added later shows once if it sorts after the cursor.
  expect(new Set(seen.ids).size).toBe(seen.ids.length);
  expect(seen.ids.filter((id) => expected.includes(id))).toEqual(expected);
  expect(seen.ids.filter((id) => !expected.includes(id)).every((id) => added.includes(id))).toBe(true);
  expect(seen.totals[0]).toBe(expected.length);
});

it("lists and counts only completed imports' unmatched rows, each with its file's name and exact amounts", async () => {
  const admin = await createUser('admin');
  const done = await statement('queue-completed.csv');
  await db.earningLine.createMany({ data: [line(done.id, 2), line(done.id, 3, 'matched'), line(done.id, 4)] });
  for (const status of ['failed', 'held', 'running'] as const) {
    const other = await statement(`queue-${status}.csv`, status);
    await db.earningLine.createMany({ data: [line(other.id, 2), line(other.id, 3)] });
  }
  const expected = await db.earningLine.count({
    where: { status: 'unmatched', importId: { in: await completedImportIds() } },
  });
  const res = await call(unmatchedRoute.GET, { as: admin, url: '/api/royalties/unmatched?limit=300' });
  expect(res.status).toBe(200);
  expect(res.json.total).toBe(expected);
  const names = new Set(res.json.items.map((r: { import: { originalName: string } }) => r.import.originalName));
  expect(names.has('queue-completed.csv')).toBe(true);
  for (const status of ['failed', 'held', 'running']) expect(names.has(`queue-${status}.csv`)).toBe(false);
  const mine = res.json.items.filter((r: { import: { id: string } }) => r.import.id === done.id);
  expect(mine.map((r: { id: string }) => r.id)).toEqual([lineKey(done.id, 2), lineKey(done.id, 4)]);
  expect(mine[0]).toMatchObject({ amount: '1.5', amountUsd: '1.5', units: 1, store: 'Test', rowNumber: 2 });
});
