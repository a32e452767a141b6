// Which tables a statement writes decides which caches it drops (lib/platform/cache/tables.ts): a missed table
// would leave a stale answer, so the statement shapes Prisma and the hand-written SQL use are checked here.
import { bumpAll, bumpTables, stampOf, tablesWritten } from '@/lib/platform/cache/tables';

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

describe("column-scoped versions (the memories' words)", () => {
  const text = (sql: string) => tablesWritten(sql).includes('BrainMemoryText');
  it('a chat turn counting memories as used leaves the words alone', () => {
    const sql =
      'UPDATE "public"."BrainMemory" SET "timesUsed" = ("public"."BrainMemory"."timesUsed" + $1), "lastUsed" = $2, "updatedAt" = $3 WHERE "public"."BrainMemory"."id" IN ($4,$5)';
    expect(tablesWritten(sql)).toContain('BrainMemory');
    expect(text(sql)).toBe(false);
  });
  it.each([
    ['INSERT INTO "public"."BrainMemory" ("id","title") VALUES ($1,$2)'],
    ['UPDATE "public"."BrainMemory" SET "title" = $1, "updatedAt" = $2 WHERE "id" = $3'],
    ['UPDATE "public"."BrainMemory" SET "updatedAt" = $1, "status" = $2 WHERE "id" = $3'],
    ['UPDATE "BrainMemory" SET "timesUsed" = (SELECT 1 WHERE true), "title" = $1 WHERE id = $2'],
    ['UPDATE "BrainMemory" m SET "lastUsed" = now() FROM x WHERE m.id = x.id'],
    ['WITH u AS (UPDATE "BrainMemory" SET "content" = $1 RETURNING id) SELECT 1'],
    ['DELETE FROM "public"."BrainMemory" WHERE "id" = $1'],
    ['TRUNCATE "BrainMemory"'],
  ])('a write that may change the words: %s', (sql) => {
    expect(text(sql)).toBe(true);
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
