-- CreateTable
CREATE TABLE "EarningCellTotal" (
    "userId" TEXT NOT NULL,
    "salePeriod" TEXT NOT NULL,
    "store" TEXT NOT NULL,
    "trackId" TEXT NOT NULL DEFAULT '',
    "country" TEXT NOT NULL DEFAULT '',
    "cents" BIGINT NOT NULL DEFAULT 0,
    "lines" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "EarningCellTotal_pkey" PRIMARY KEY ("userId","salePeriod","store","trackId","country")
);

-- Kept set-based by statement-level triggers on EarningAllocation in the transaction of every write, as the
-- running totals of earning_totals are: an UPDATE (a claimed share, a user deleted) takes its old rows out and
-- puts its new rows in.
CREATE FUNCTION earning_cells_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "EarningCellTotal" AS t ("userId", "salePeriod", "store", "trackId", "country", "cents", "lines")
      SELECT "userId", "salePeriod", "store", COALESCE("trackId", ''), "country", -SUM("amountCents"), -COUNT(*)
      FROM old_rows WHERE "userId" IS NOT NULL GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("userId", "salePeriod", "store", "trackId", "country")
      DO UPDATE SET "cents" = t."cents" + EXCLUDED."cents", "lines" = t."lines" + EXCLUDED."lines";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "EarningCellTotal" AS t ("userId", "salePeriod", "store", "trackId", "country", "cents", "lines")
      SELECT "userId", "salePeriod", "store", COALESCE("trackId", ''), "country", SUM("amountCents"), COUNT(*)
      FROM new_rows WHERE "userId" IS NOT NULL GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("userId", "salePeriod", "store", "trackId", "country")
      DO UPDATE SET "cents" = t."cents" + EXCLUDED."cents", "lines" = t."lines" + EXCLUDED."lines";
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER earning_cells_insert AFTER INSERT ON "EarningAllocation"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION earning_cells_apply();
CREATE TRIGGER earning_cells_update AFTER UPDATE ON "EarningAllocation"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION earning_cells_apply();
CREATE TRIGGER earning_cells_delete AFTER DELETE ON "EarningAllocation"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION earning_cells_apply();

-- Backfill from the existing rows.
INSERT INTO "EarningCellTotal" ("userId", "salePeriod", "store", "trackId", "country", "cents", "lines")
  SELECT "userId", "salePeriod", "store", COALESCE("trackId", ''), "country", SUM("amountCents"), COUNT(*)
  FROM "EarningAllocation" WHERE "userId" IS NOT NULL GROUP BY 1, 2, 3, 4, 5;
