// Paged list routes: following nextCursor from the first page returns every row exactly once, and total
// counts every row the filter matches (the lists used to stop silently at 300-500 rows).
import { db } from '@/lib/platform/db';
import * as studentsRoute from '@/app/api/school/students/route';
import * as certificatesRoute from '@/app/api/school/certificates/route';
import * as adminPayoutsRoute from '@/app/api/royalties/admin/payouts/route';
import * as myPayoutsRoute from '@/app/api/royalties/payouts/route';
import * as statementsRoute from '@/app/api/royalties/statements/route';
import * as ticketsRoute from '@/app/api/support/tickets/route';
import { call, createUser } from '../../helpers/api';
import { walk } from '../../helpers/paging';

jest.setTimeout(60_000);

it('pages through students: every row once, total right, stable when rows share a timestamp', async () => {
  const admin = await createUser('admin');
  const at = new Date('2026-01-01T00:00:00Z');
  // Same createdAt for all: only the id tie-breaker keeps pages from overlapping or skipping.
  await db.user.createMany({
    data: Array.from({ length: 11 }, (_, i) => ({
      email: `paged-student-${i}@test.local`,
      name: `Paged ${i}`,
      passwordHash: 'x',
      role: 'student' as const,
      createdAt: at,
    })),
  });
  const expected = (await db.user.findMany({ where: { role: 'student' }, select: { id: true } })).map((u) => u.id);
  expect(expected.length).toBe(11);

  const { ids, totals, pages } = await walk(studentsRoute.GET, admin, '/api/school/students?limit=4');
  expect(pages).toBe(3);
  expect(ids).toHaveLength(11);
  expect(new Set(ids)).toEqual(new Set(expected));
  expect(totals).toEqual([11, 11, 11]);

  // Certificates issued at the same moment page the same way.
  await db.certificate.createMany({
    data: expected.map((studentId, i) => ({
      code: `CERT-${i}`,
      studentId,
      holderName: `Paged ${i}`,
      program: 'p',
      issuedAt: at,
    })),
  });
  const certificates = await walk(certificatesRoute.GET, admin, '/api/school/certificates?limit=5');
  expect(certificates.ids).toHaveLength(11);
  expect(new Set(certificates.ids).size).toBe(11);
  expect(certificates.totals).toEqual([11, 11, 11]);

  const whole = await call(studentsRoute.GET, { as: admin, url: '/api/school/students' });
  expect(whole.json).toMatchObject({ total: 11, nextCursor: null });
  expect(whole.json.items).toHaveLength(11);
});

it('pages through payout requests within a status filter', async () => {
  const admin = await createUser('admin');
  const artist = await createUser('artist');
  await db.payoutRequest.createMany({
    data: Array.from({ length: 7 }, (_, i) => ({
      userId: artist.id,
      amountCents: 1000 + i,
      idempotencyKey: `paged-${i}`,
      methodSummary: 'PayPal',
      status: i < 5 ? ('requested' as const) : ('paid' as const),
    })),
  });
  const { ids, totals } = await walk(
    adminPayoutsRoute.GET,
    admin,
    '/api/royalties/admin/payouts?status=requested&limit=2',
  );
  expect(ids).toHaveLength(5);
  expect(new Set(ids).size).toBe(5);
  expect(totals.every((t) => t === 5)).toBe(true);
  const all = await walk(adminPayoutsRoute.GET, admin, '/api/royalties/admin/payouts?limit=200');
  expect(all.ids).toHaveLength(7);
});

it("pages through statement imports, an artist's own payouts (with the balance on every page) and own tickets", async () => {
  const admin = await createUser('admin');
  const artist = await createUser('artist');
  const other = await createUser('artist');
  await db.statementImport.createMany({
    data: Array.from({ length: 5 }, (_, i) => ({
      store: 'Tidal',
      period: '2026-01',
      currency: 'USD',
      exchangeRate: 1,
      originalName: `s${i}.csv`,
      storage: 'local',
      storageKey: `k${i}`,
      sizeBytes: 10,
      sha256: `h${i}`,
    })),
  });
  const statements = await walk(statementsRoute.GET, admin, '/api/royalties/statements?limit=2');
  expect(statements.ids).toHaveLength(5);
  expect(new Set(statements.ids).size).toBe(5);
  expect(statements.totals).toEqual([5, 5, 5]);

  await db.payoutRequest.createMany({
    data: [artist, artist, artist, other].map((u, i) => ({
      userId: u.id,
      amountCents: 1000,
      idempotencyKey: `mine-${i}`,
      methodSummary: 'PayPal',
    })),
  });
  const first = await call(myPayoutsRoute.GET, { as: artist, url: '/api/royalties/payouts?limit=2' });
  expect(first.json).toMatchObject({ total: 3, availableCents: expect.any(Number), minimumCents: expect.any(Number) });
  const mine = await walk(myPayoutsRoute.GET, artist, '/api/royalties/payouts?limit=2');
  expect(mine.ids).toHaveLength(3);
  expect(new Set(mine.ids).size).toBe(3);

  const due = new Date(Date.now() + 86_400_000);
  await db.supportTicket.createMany({
    data: [artist, artist, artist, artist, other].map((u, i) => ({
      requesterId: u.id,
      category: 'account' as const,
      subject: `Question ${i}`,
      firstResponseDueAt: due,
      resolutionDueAt: due,
    })),
  });
  const tickets = await walk(ticketsRoute.GET, artist, '/api/support/tickets?limit=3');
  expect(tickets.ids).toHaveLength(4);
  expect(new Set(tickets.ids).size).toBe(4);
  expect(tickets.totals).toEqual([4, 4]);
});

it('refuses a page size above the maximum and a malformed cursor with a 400', async () => {
  const admin = await createUser('admin');
  expect((await call(studentsRoute.GET, { as: admin, url: '/api/school/students?limit=500' })).status).toBe(400);
  expect((await call(studentsRoute.GET, { as: admin, url: '/api/school/students?cursor=%27%3B' })).status).toBe(400);
});
