// `npm run seed:scale` at SCALE=0.001: the counts it promises, scaled; every reference it writes points at a
// row that exists (the foreign keys the schema has are checked by PostgreSQL; the key-free earnings columns
// here); the running totals and the ledger agree with the allocations; the certificate chain verifies; and the
// generated artist signs in with the demo password and sees their releases and earnings.
import { db } from '@/lib/platform/db';
import { startsFromDemoData } from '../../helpers/demo-data';
import { seedScale, SCALE_BIG_ARTIST, type Counts } from '@/prisma/seed/scale';
import { publicCertificate } from '@/lib/rights/certificates';
import { verifyPassword } from '@/lib/platform/auth/password';
import { DEMO_PASSWORD } from '@/prisma/seed';
import { listArtists } from '@/lib/accounts/artists';
import { totalsMismatches } from '@/prisma/seed/scale/totals';

startsFromDemoData();

const n = async (sql: string) => Number((await db.$queryRawUnsafe<{ n: bigint }[]>(sql))[0]!.n);

describe('seed:scale at SCALE=0.001', () => {
  let c: Counts;
  beforeAll(async () => {
    c = await seedScale(db, 0.001);
  }, 300_000);

  it('writes every count, scaled', async () => {
    expect(c).toMatchObject({ artists: 10, releases: 100, imports: 5, works: 100, certificates: 100, students: 20 });
    expect(await n(`SELECT count(*) n FROM "User" WHERE id LIKE 'scale-a-%' AND role = 'artist'`)).toBe(c.artists);
    expect(await n(`SELECT count(*) n FROM "User" WHERE id LIKE 'scale-s-%' AND role = 'student'`)).toBe(c.students);
    expect(await n(`SELECT count(*) n FROM "Release" WHERE id LIKE 'scale-r-%'`)).toBe(c.releases);
    const tracks = await n(`SELECT count(*) n FROM "Track" WHERE id LIKE 'scale-t-%'`);
    expect(tracks).toBeGreaterThanOrEqual(c.releases * 5);
    expect(tracks).toBeLessThanOrEqual(c.releases * 15);
    expect(await n(`SELECT count(*) n FROM "StatementImport" WHERE id LIKE 'scale-imp-%'`)).toBe(c.imports);
    expect(await n(`SELECT sum("rowsRead") n FROM "StatementImport" WHERE id LIKE 'scale-imp-%'`)).toBe(
      c.statementRows,
    );
    expect(await n(`SELECT count(*) n FROM "MusicalWork" WHERE id LIKE 'scale-w-%'`)).toBe(c.works);
    expect(await n(`SELECT count(*) n FROM "WorkParty" WHERE id LIKE 'scale-wp-%'`)).toBe(c.works * 2);
    expect(await n(`SELECT count(*) n FROM "CopyrightCertificate" WHERE id LIKE 'scale-cc-%'`)).toBe(c.certificates);
    expect(await n(`SELECT count(*) n FROM "SupportTicket" WHERE id LIKE 'scale-tk-%'`)).toBe(c.tickets);
    expect(await n(`SELECT count(*) n FROM "ServiceOrder" WHERE id LIKE 'scale-so-%'`)).toBe(c.serviceOrders);
    expect(await n(`SELECT count(*) n FROM "StudioBooking" WHERE id LIKE 'scale-sb-%'`)).toBe(c.studioBookings);
    expect(await n(`SELECT count(*) n FROM "AuditLog" WHERE id LIKE 'scale-au-%'`)).toBe(c.auditRows);
    expect(await n(`SELECT count(*) n FROM "Enrolment" WHERE id LIKE 'scale-en-%'`)).toBe(c.students);
    const big = `(SELECT id FROM "User" WHERE email = '${SCALE_BIG_ARTIST}')`;
    expect(await n(`SELECT count(*) n FROM "Release" WHERE "ownerId" = ${big}`)).toBe(c.bigArtistReleases);
    expect(await n(`SELECT count(*) n FROM "EarningAllocation" WHERE "userId" = ${big}`)).toBe(c.bigArtistAllocations);
  });

  it('references only rows that exist, where the schema has no foreign key to check it', async () => {
    for (const [table, col, target] of [
      ['EarningAllocation', 'importId', 'StatementImport'],
      ['EarningAllocation', 'trackId', 'Track'],
      ['EarningAllocation', 'releaseId', 'Release'],
      ['EarningGroup', 'importId', 'StatementImport'],
      ['EarningGroup', 'trackId', 'Track'],
      ['EarningGroup', 'releaseId', 'Release'],
      ['EarningLine', 'importId', 'StatementImport'],
      ['CopyrightCertificate', 'workId', 'MusicalWork'],
      ['AuditLog', 'entityId', 'Release'],
    ]) {
      const dangling =
        await n(`SELECT count(*) n FROM "${table}" x WHERE x."${col}" IS NOT NULL AND x."${col}" LIKE 'scale-%'
                 AND NOT EXISTS (SELECT 1 FROM "${target}" t WHERE t.id = x."${col}")`);
      expect(`${table}.${col}: ${dangling} dangling`).toBe(`${table}.${col}: 0 dangling`);
    }
    // Each allocation's track belongs to its release, and each release's owner is the allocation's artist.
    expect(
      await n(`SELECT count(*) n FROM "EarningAllocation" a JOIN "Track" t ON t.id = a."trackId" JOIN "Release" r ON r.id = t."releaseId"
               WHERE a.id LIKE 'scale-%' AND (r.id <> a."releaseId" OR r."ownerId" <> a."userId")`),
    ).toBe(0);
    // No two bookings of a room overlap.
    expect(
      await n(`SELECT count(*) n FROM "StudioBooking" a JOIN "StudioBooking" b ON a."roomId" = b."roomId" AND a.id < b.id
               AND a.start < b."end" AND b.start < a."end" WHERE a.id LIKE 'scale-%'`),
    ).toBe(0);
  });

  it('keeps the running totals and the ledger equal to the allocations', async () => {
    const users = await db.$queryRawUnsafe<{ userId: string; alloc: bigint; months: bigint; ledger: bigint }[]>(
      `SELECT a."userId", a.alloc,
              (SELECT sum(cents) FROM "EarningMonthTotal" m WHERE m."userId" = a."userId") AS months,
              (SELECT sum(e."amountCents") FROM "LedgerEntry" e JOIN "LedgerAccount" la ON la.id = e."accountId"
                WHERE la."userId" = a."userId") AS ledger
       FROM (SELECT "userId", sum("amountCents") AS alloc FROM "EarningAllocation" WHERE id LIKE 'scale-%' GROUP BY 1) a`,
    );
    expect(users.length).toBeGreaterThan(1);
    for (const u of users) {
      expect(String(u.months)).toBe(String(u.alloc));
      expect(String(u.ledger)).toBe(String(u.alloc));
    }
    // The totals computed once after the bulk load (its rows went in with triggers off) equal a recount of
    // every total from its rows, the demo data's included; one changed total is caught.
    const none = {
      EarningMonthTotal: 0,
      EarningGroupTotal: 0,
      EarningCellTotal: 0,
      EarningShareTotal: 0,
      StatementMonthTotal: 0,
      AuditActionTotal: 0,
    };
    expect(await totalsMismatches(db)).toEqual(none);
    const cell = `"userId" = 'scale-a-1' AND "salePeriod" = (SELECT min("salePeriod") FROM "EarningCellTotal" WHERE "userId" = 'scale-a-1')`;
    await db.$executeRawUnsafe(`UPDATE "EarningCellTotal" SET cents = cents + 1 WHERE ${cell}`);
    const changed = await totalsMismatches(db);
    await db.$executeRawUnsafe(`UPDATE "EarningCellTotal" SET cents = cents - 1 WHERE ${cell}`);
    expect(changed.EarningCellTotal).toBeGreaterThan(0);
    expect(await totalsMismatches(db)).toEqual(none);
    // Every ledger transaction balances.
    expect(
      await n(`SELECT count(*) n FROM (SELECT "transactionId" FROM "LedgerEntry" WHERE id LIKE 'scale-%'
               GROUP BY 1 HAVING sum("amountCents") <> 0) t`),
    ).toBe(0);
  });

  it('appends certificates that verify on the chain', async () => {
    const last = await db.copyrightCertificate.findFirstOrThrow({ orderBy: { seq: 'desc' } });
    const pub = await publicCertificate(last.code);
    expect(pub).toMatchObject({ chainVerifies: true, chainLength: last.seq, chainPosition: last.seq });
  });

  it("lists the artists with their releases and what they earned (the admins' /artists)", async () => {
    const page = await listArtists({ limit: 50, q: '@scale.test' });
    expect(page.total).toBe(c.artists);
    const sums = await db.earningAllocation.groupBy({ by: ['userId'], _sum: { amountCents: true } });
    const earned = new Map(sums.map((r) => [r.userId, r._sum.amountCents ?? 0]));
    for (const a of page.items) expect(a.earnedCents).toBe(earned.get(a.id) ?? 0);
    expect(page.items.find((a) => a.email === SCALE_BIG_ARTIST)).toMatchObject({ releases: c.bigArtistReleases });
    expect(page.items.some((a) => a.earnedCents > 0)).toBe(true);
  });

  it('gives the generated artist the demo password', async () => {
    const user = await db.user.findUniqueOrThrow({ where: { email: SCALE_BIG_ARTIST } });
    expect(await verifyPassword(user.passwordHash!, DEMO_PASSWORD)).toBe(true);
  });
});
