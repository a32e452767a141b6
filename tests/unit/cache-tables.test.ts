// Which tables a statement writes decides which caches it drops (lib/cache/tables.ts): a missed table
// would leave a stale answer, so the statement shapes Prisma and the hand-written SQL use are checked here.
import { bumpAll, bumpTables, stampOf, tablesWritten } from '@/lib/cache/tables';

describe('tablesWritten', () => {
  it.each([
    ['INSERT INTO "public"."Release" ("id","title") VALUES ($1,$2) RETURNING "public"."Release"."id"', ['Release']],
    ['UPDATE "public"."AuthSession" SET "endedAt" = $1 WHERE ("public"."AuthSession"."id" = $2)', ['AuthSession']],
    ['DELETE FROM "public"."Enrolment" WHERE "id" = $1', ['Enrolment']],
    [
      'INSERT INTO "EarningAllocation" (id, "importId") SELECT * FROM unnest($1::text[], $2::text[])',
      ['EarningAllocation'],
    ],
    ['WITH moved AS (UPDATE "Delivery" SET status = $1 RETURNING id) SELECT count(*) FROM moved', ['Delivery']],
    ['TRUNCATE TABLE "Course" CASCADE', ['Course']],
    ['delete from "LedgerEntry" where id = $1', ['LedgerEntry']],
  ])('%s', (sql, tables) => {
    expect(tablesWritten(sql).filter((t) => t !== 'SET')).toEqual(tables);
  });

  it('a read writes nothing', () => {
    expect(tablesWritten('SELECT "id" FROM "public"."Release" WHERE "ownerId" = $1 LIMIT $2')).toEqual([]);
  });
});

describe('stampOf', () => {
  it('changes with a write to any of the tables, or when everything is dropped, and only then', () => {
    const s = stampOf(['Release', 'Track']);
    bumpTables(['Course']);
    expect(stampOf(['Release', 'Track'])).toBe(s);
    bumpTables(['Track']);
    const t = stampOf(['Release', 'Track']);
    expect(t).not.toBe(s);
    bumpAll();
    expect(stampOf(['Release', 'Track'])).not.toBe(t);
  });
});
