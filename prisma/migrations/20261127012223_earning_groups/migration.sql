-- CreateTable
CREATE TABLE "EarningGroup" (
    "id" TEXT NOT NULL,
    "importId" TEXT NOT NULL,
    "rowNumber" INTEGER,
    "trackId" TEXT,
    "releaseId" TEXT,
    "salePeriod" TEXT NOT NULL,
    "store" TEXT NOT NULL,
    "country" TEXT NOT NULL DEFAULT '',
    "currency" TEXT NOT NULL,
    "lines" INTEGER NOT NULL,
    "units" BIGINT NOT NULL,
    "amount" DECIMAL(38,16) NOT NULL,
    "amountUsd" DECIMAL(38,16) NOT NULL,

    CONSTRAINT "EarningGroup_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "EarningGroup_importId_idx" ON "EarningGroup"("importId");

-- CreateIndex
CREATE INDEX "EarningGroup_releaseId_idx" ON "EarningGroup"("releaseId");

-- What foreign keys would do on delete, once per statement (as for EarningLine and EarningAllocation).
CREATE OR REPLACE FUNCTION earning_groups_import_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "EarningGroup" g USING old_rows o WHERE g."importId" = o.id;
  RETURN NULL;
END $$;
CREATE TRIGGER "EarningGroup_import_deleted" AFTER DELETE ON "StatementImport"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION earning_groups_import_deleted();

-- A deleted track's groups are those of its release that name it (its release is in the deleted row).
CREATE OR REPLACE FUNCTION earning_groups_track_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "EarningGroup" g SET "trackId" = NULL FROM old_rows o WHERE g."releaseId" = o."releaseId" AND g."trackId" = o.id;
  RETURN NULL;
END $$;
CREATE TRIGGER "EarningGroup_track_deleted" AFTER DELETE ON "Track"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION earning_groups_track_deleted();

CREATE OR REPLACE FUNCTION earning_groups_release_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "EarningGroup" g SET "releaseId" = NULL, "trackId" = NULL FROM old_rows o WHERE g."releaseId" = o.id;
  RETURN NULL;
END $$;
CREATE TRIGGER "EarningGroup_release_deleted" AFTER DELETE ON "Release"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION earning_groups_release_deleted();

-- The matched lines imports wrote until now become their groups (summed as an import sums them now), and
-- each row matched by hand a group of its own; then the matched lines go: EarningLine is the review queue.
INSERT INTO "EarningGroup" (id, "importId", "trackId", "releaseId", "salePeriod", store, country, currency, lines, units, amount, "amountUsd")
SELECT "importId" || '-g' || lpad((row_number() OVER (PARTITION BY "importId" ORDER BY "salePeriod", "trackId", "releaseId", store, country, currency))::text, 9, '0'),
       "importId", "trackId", "releaseId", "salePeriod", store, country, currency, count(*)::int, sum(units), sum(amount), sum("amountUsd")
FROM "EarningLine" WHERE status = 'matched'
GROUP BY "importId", "trackId", "releaseId", "salePeriod", store, country, currency;

INSERT INTO "EarningGroup" (id, "importId", "rowNumber", "trackId", "releaseId", "salePeriod", store, country, currency, lines, units, amount, "amountUsd")
SELECT "importId" || '-r' || lpad("rowNumber"::text, 9, '0'), "importId", "rowNumber", "trackId", "releaseId", "salePeriod", store, country, currency, 1, units, amount, "amountUsd"
FROM "EarningLine" WHERE status = 'resolved';

DELETE FROM "EarningLine" WHERE status = 'matched';
