-- CreateTable
CREATE TABLE "EarningShareTotal" (
    "releaseId" TEXT NOT NULL,
    "salePeriod" TEXT NOT NULL,
    "shareId" TEXT NOT NULL DEFAULT '',
    "userId" TEXT NOT NULL DEFAULT '',
    "cents" BIGINT NOT NULL DEFAULT 0,
    "lines" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "EarningShareTotal_pkey" PRIMARY KEY ("releaseId","salePeriod","shareId","userId")
);

-- Kept set-based by statement-level triggers on EarningAllocation in the transaction of every write (as
-- earning_cell_totals): an UPDATE (a claimed share, a deleted user or share) takes its old rows out and puts
-- its new rows in.
CREATE FUNCTION earning_shares_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "EarningShareTotal" AS t ("releaseId", "salePeriod", "shareId", "userId", "cents", "lines")
      SELECT "releaseId", "salePeriod", COALESCE("shareId", ''), COALESCE("userId", ''), -SUM("amountCents"), -COUNT(*)
      FROM old_rows WHERE "releaseId" IS NOT NULL GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("releaseId", "salePeriod", "shareId", "userId")
      DO UPDATE SET "cents" = t."cents" + EXCLUDED."cents", "lines" = t."lines" + EXCLUDED."lines";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "EarningShareTotal" AS t ("releaseId", "salePeriod", "shareId", "userId", "cents", "lines")
      SELECT "releaseId", "salePeriod", COALESCE("shareId", ''), COALESCE("userId", ''), SUM("amountCents"), COUNT(*)
      FROM new_rows WHERE "releaseId" IS NOT NULL GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("releaseId", "salePeriod", "shareId", "userId")
      DO UPDATE SET "cents" = t."cents" + EXCLUDED."cents", "lines" = t."lines" + EXCLUDED."lines";
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER earning_shares_insert AFTER INSERT ON "EarningAllocation"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION earning_shares_apply();
CREATE TRIGGER earning_shares_update AFTER UPDATE ON "EarningAllocation"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION earning_shares_apply();
CREATE TRIGGER earning_shares_delete AFTER DELETE ON "EarningAllocation"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION earning_shares_apply();

-- Backfill from the existing rows.
INSERT INTO "EarningShareTotal" ("releaseId", "salePeriod", "shareId", "userId", "cents", "lines")
  SELECT "releaseId", "salePeriod", COALESCE("shareId", ''), COALESCE("userId", ''), SUM("amountCents"), COUNT(*)
  FROM "EarningAllocation" WHERE "releaseId" IS NOT NULL GROUP BY 1, 2, 3, 4;
