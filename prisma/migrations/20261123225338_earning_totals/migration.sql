-- CreateTable
CREATE TABLE "EarningMonthTotal" (
    "userId" TEXT NOT NULL,
    "month" DATE NOT NULL,
    "cents" BIGINT NOT NULL DEFAULT 0,
    "lines" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "EarningMonthTotal_pkey" PRIMARY KEY ("userId","month")
);

-- CreateTable
CREATE TABLE "EarningGroupTotal" (
    "userId" TEXT NOT NULL,
    "importId" TEXT NOT NULL,
    "trackId" TEXT NOT NULL DEFAULT '',
    "store" TEXT NOT NULL,
    "cents" BIGINT NOT NULL DEFAULT 0,
    "lines" INTEGER NOT NULL DEFAULT 0,
    "lastAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EarningGroupTotal_pkey" PRIMARY KEY ("userId","importId","trackId","store")
);

-- CreateIndex
CREATE INDEX "EarningGroupTotal_userId_lastAt_idx" ON "EarningGroupTotal"("userId", "lastAt");

-- Running totals of EarningAllocation, maintained set-based by statement-level triggers in the transaction
-- of every write (imports, hand-matched rows, claimed shares, cascading deletes).
CREATE FUNCTION earning_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "EarningMonthTotal" AS t ("userId", "month", "cents", "lines")
      SELECT "userId", date_trunc('month', "createdAt")::date, -SUM("amountCents"), -COUNT(*)
      FROM old_rows WHERE "userId" IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("userId", "month") DO UPDATE SET "cents" = t."cents" + EXCLUDED."cents", "lines" = t."lines" + EXCLUDED."lines";
    INSERT INTO "EarningGroupTotal" AS t ("userId", "importId", "trackId", "store", "cents", "lines", "lastAt")
      SELECT "userId", "importId", COALESCE("trackId", ''), "store", -SUM("amountCents"), -COUNT(*), MAX("createdAt")
      FROM old_rows WHERE "userId" IS NOT NULL GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("userId", "importId", "trackId", "store") DO UPDATE SET "cents" = t."cents" + EXCLUDED."cents", "lines" = t."lines" + EXCLUDED."lines";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "EarningMonthTotal" AS t ("userId", "month", "cents", "lines")
      SELECT "userId", date_trunc('month', "createdAt")::date, SUM("amountCents"), COUNT(*)
      FROM new_rows WHERE "userId" IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("userId", "month") DO UPDATE SET "cents" = t."cents" + EXCLUDED."cents", "lines" = t."lines" + EXCLUDED."lines";
    INSERT INTO "EarningGroupTotal" AS t ("userId", "importId", "trackId", "store", "cents", "lines", "lastAt")
      SELECT "userId", "importId", COALESCE("trackId", ''), "store", SUM("amountCents"), COUNT(*), MAX("createdAt")
      FROM new_rows WHERE "userId" IS NOT NULL GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("userId", "importId", "trackId", "store") DO UPDATE SET "cents" = t."cents" + EXCLUDED."cents",
      "lines" = t."lines" + EXCLUDED."lines", "lastAt" = GREATEST(t."lastAt", EXCLUDED."lastAt");
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER earning_totals_insert AFTER INSERT ON "EarningAllocation"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION earning_totals_apply();
CREATE TRIGGER earning_totals_update AFTER UPDATE ON "EarningAllocation"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION earning_totals_apply();
CREATE TRIGGER earning_totals_delete AFTER DELETE ON "EarningAllocation"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION earning_totals_apply();

-- Backfill from the existing rows.
INSERT INTO "EarningMonthTotal" ("userId", "month", "cents", "lines")
  SELECT "userId", date_trunc('month', "createdAt")::date, SUM("amountCents"), COUNT(*)
  FROM "EarningAllocation" WHERE "userId" IS NOT NULL GROUP BY 1, 2;
INSERT INTO "EarningGroupTotal" ("userId", "importId", "trackId", "store", "cents", "lines", "lastAt")
  SELECT "userId", "importId", COALESCE("trackId", ''), "store", SUM("amountCents"), COUNT(*), MAX("createdAt")
  FROM "EarningAllocation" WHERE "userId" IS NOT NULL GROUP BY 1, 2, 3, 4;
