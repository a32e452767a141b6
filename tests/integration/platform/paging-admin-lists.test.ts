// Lists that used to page by offset (or stop at a limit) page by cursor: following nextCursor from the first page
// returns every row exactly once even when rows share their sort key (only the id tells them apart), each page
// reports the same total, and the figures beside a list are counted over every row, not the page.
import { db } from '@/lib/platform/db';
import * as artistsRoute from '@/app/api/admin/artists/route';
import * as outboxRoute from '@/app/api/admin/outbox/route';
import * as waitingListRoute from '@/app/api/admin/waiting-list/route';
import * as skippedRoute from '@/app/api/royalties/statements/[id]/skipped/route';
import * as applicationsRoute from '@/app/api/school/applications/route';
import * as brainTasksRoute from '@/app/api/brain/tasks/route';
import * as brainPendingRoute from '@/app/api/brain/pending/route';
import { call, createUser } from '../../helpers/api';
import { walk } from '../../helpers/paging';

jest.setTimeout(60_000);

const at = new Date('2026-01-01T00:00:00Z');
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** The walk saw each expected id once, in `pages` pages that all reported the same total. */
function expectEveryRowOnce(seen: Awaited<ReturnType<typeof walk>>, expected: string[], pages: number) {
  expect(seen.ids).toHaveLength(expected.length);
  expect(new Set(seen.ids)).toEqual(new Set(expected));
  expect(seen.pages).toBe(pages);
  expect(seen.totals).toEqual(Array(pages).fill(expected.length));
}

it('pages through artist accounts by name, ties broken by id, with the open invitations on each page', async () => {
  const admin = await createUser('admin');
  await db.user.createMany({
    data: range(7).map((i) => ({
      email: `same-name-${i}@test.local`,
      name: 'Same Name',
      passwordHash: 'x',
      role: 'artist' as const,
    })),
  });
  const expected = (await db.user.findMany({ where: { name: 'Same Name' }, select: { id: true } })).map((u) => u.id);

  expectEveryRowOnce(await walk(artistsRoute.GET, admin, '/api/admin/artists?q=same%20name&limit=3'), expected, 3);
  const first = await call(artistsRoute.GET, { as: admin, url: '/api/admin/artists?q=same%20name&limit=3' });
  expect(first.json.items[0]).toMatchObject({ name: 'Same Name', releases: 0, earnedCents: 0 });
  expect(first.json.invitations).toEqual([]);
  expect((await call(artistsRoute.GET, { as: admin, url: '/api/admin/artists?limit=0' })).status).toBe(400);
});

it('pages through the email outbox newest first, within a recipient filter', async () => {
  const admin = await createUser('admin');
  await db.outboxEmail.createMany({
    data: range(9).map((i) => ({
      to: i < 7 ? 'paged-outbox@test.local' : `other-${i}@test.local`,
      subject: `Paged ${i}`,
      text: 'hello',
      kind: 'test',
      createdAt: at,
    })),
  });
  const expected = (await db.outboxEmail.findMany({ where: { to: 'paged-outbox@test.local' } })).map((m) => m.id);

  const url = '/api/admin/outbox?to=paged-outbox&limit=3';
  expectEveryRowOnce(await walk(outboxRoute.GET, admin, url), expected, 3);
  const all = await walk(outboxRoute.GET, admin, '/api/admin/outbox?limit=200');
  expect(all.totals).toEqual([9]);
});

it("pages through a statement import's skipped rows in file order", async () => {
  const admin = await createUser('admin');
  const imp = await db.statementImport.create({
    data: {
      store: 'Test',
      period: '2026-01',
      currency: 'USD',
      exchangeRate: '1',
      originalName: 'paged.csv',
      storage: 'local',
      storageKey: 'paged.csv',
      sizeBytes: 100n,
      sha256: 'paged',
      status: 'completed',
      // More were skipped than were kept with their content: the page says both.
      skippedRows: 12,
    },
  });
  // Two rows share a row number: only the id orders them.
  await db.statementSkippedRow.createMany({
    data: range(8).map((i) => ({ importId: imp.id, rowNumber: Math.min(i, 6) + 2, reason: 'zero amount' })),
  });
  const expected = (await db.statementSkippedRow.findMany({ where: { importId: imp.id } })).map((r) => r.id);

  const url = `/api/royalties/statements/${imp.id}/skipped`;
  const seen = await walk(skippedRoute.GET, admin, `${url}?limit=3`, 20, { id: imp.id });
  expectEveryRowOnce(seen, expected, 3);
  const rows = await db.statementSkippedRow.findMany({ where: { id: { in: seen.ids } } });
  const rowNumbers = seen.ids.map((id) => rows.find((r) => r.id === id)!.rowNumber);
  expect(rowNumbers).toEqual([...rowNumbers].sort((a, b) => a - b));
  const first = await call(skippedRoute.GET, { as: admin, url, params: { id: imp.id } });
  expect(first.json).toMatchObject({ total: 8, skippedRows: 12, nextCursor: null });
});

it('pages through school applications newest first, with counts by status over all of them', async () => {
  const admin = await createUser('admin');
  await db.application.createMany({
    data: range(7).map((i) => ({
      applicantName: `Paged ${i}`,
      email: `paged-app-${i}@test.local`,
      phone: '555',
      artistName: `Paged ${i}`,
      program: 'practicum',
      status: i < 5 ? ('pending' as const) : ('accepted' as const),
      submittedAt: at,
    })),
  });
  const expected = (await db.application.findMany({ where: { status: 'pending' } })).map((a) => a.id);

  const url = '/api/school/applications?status=pending&limit=2';
  expectEveryRowOnce(await walk(applicationsRoute.GET, admin, url), expected, 3);
  const first = await call(applicationsRoute.GET, { as: admin, url });
  expect(first.json.byStatus).toEqual({ pending: 5, accepted: 2 });
  expect(first.json.filteredToMine).toBe(false);
});

it('pages through the waiting list newest first, with counts by interest over every sign-up', async () => {
  const admin = await createUser('admin');
  await db.waitingListEntry.createMany({
    data: range(8).map((i) => ({
      email: `paged-wait-${i}@test.local`,
      name: `Paged ${i}`,
      brand: i < 6 ? 'distro80' : 'sgr',
      interest: i % 2 ? 'label' : 'franchise',
      createdAt: at,
    })),
  });
  const expected = (await db.waitingListEntry.findMany({ where: { brand: 'distro80' } })).map((e) => e.id);

  const url = '/api/admin/waiting-list?brand=distro80&limit=4';
  expectEveryRowOnce(await walk(waitingListRoute.GET, admin, url), expected, 2);
  const first = await call(waitingListRoute.GET, { as: admin, url });
  expect(first.json.byInterest).toEqual({ franchise: 3, label: 3 });
  expect(first.json.items[0]).toMatchObject({ invitedAt: null, joinedAt: null });
});

it("pages through the assistant's tasks and pending items; the spec's limit is the page size", async () => {
  const admin = await createUser('admin');
  await db.brainTask.createMany({
    data: range(7).map((i) => ({ title: `Paged task ${i}`, status: i < 5 ? ('open' as const) : ('done' as const) })),
  });
  await db.brainPendingItem.createMany({
    data: range(6).map((i) => ({
      type: i < 2 ? ('lesson' as const) : ('idea' as const),
      title: `Paged idea ${i}`,
      createdAt: at,
    })),
  });
  const openTasks = (await db.brainTask.findMany({ where: { status: 'open' } })).map((t) => t.id);
  const pending = (await db.brainPendingItem.findMany()).map((p) => p.id);

  expectEveryRowOnce(await walk(brainTasksRoute.GET, admin, '/api/brain/tasks?ns=admins&limit=2'), openTasks, 3);
  const everyTask = await call(brainTasksRoute.GET, { as: admin, url: '/api/brain/tasks?status=all&limit=100' });
  expect(everyTask.json).toMatchObject({ total: 7, nextCursor: null });
  expect(everyTask.json.items).toHaveLength(7);

  expectEveryRowOnce(await walk(brainPendingRoute.GET, admin, '/api/brain/pending?ns=admins&limit=4'), pending, 2);
  // The lessons' badge counts every pending lesson, whatever the page size or filter.
  const badge = await call(brainPendingRoute.GET, { as: admin, url: '/api/brain/pending?type=idea&limit=1' });
  expect(badge.json).toMatchObject({ total: 4, pendingLessons: 2 });
  expect((await call(brainPendingRoute.GET, { as: admin, url: '/api/brain/pending?limit=201' })).status).toBe(400);
});
