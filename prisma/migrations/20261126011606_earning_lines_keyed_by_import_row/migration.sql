-- Statement lines keyed by their import and row number (the id column and the (importId, rowNumber)
-- index were the same order twice; line names in the API are the two joined, lib/royalties/line-key.ts,
-- equal to the ids the COPY writers gave). The review queue's index holds only unmatched rows, and lines
-- and allocations are found by release: an artist's analytics read them so, and the delete triggers
-- below find a deleted track's rows through its release instead of scanning the table (a draft's track
-- or release deleted used to scan every line). A million-line import stores its lines in 3.8 s instead
-- of 4.3 s+ (docs/performance.md).
-- Fails if two lines of one import share a row number, which no writer produces.

-- DropIndex
DROP INDEX "EarningLine_importId_rowNumber_idx";

-- DropIndex
DROP INDEX "EarningLine_status_idx";

-- DropIndex
DROP INDEX "EarningLine_trackId_idx";

-- AlterTable
ALTER TABLE "EarningLine" DROP CONSTRAINT "EarningLine_pkey",
DROP COLUMN "id",
ADD CONSTRAINT "EarningLine_pkey" PRIMARY KEY ("importId", "rowNumber");

-- CreateIndex
CREATE INDEX "EarningAllocation_releaseId_idx" ON "EarningAllocation"("releaseId");

-- CreateIndex
CREATE INDEX "EarningLine_unmatched_idx" ON "EarningLine"("importId", "rowNumber") WHERE (status = 'unmatched');

-- CreateIndex
CREATE INDEX "EarningLine_releaseId_idx" ON "EarningLine"("releaseId");

-- A deleted track's rows are those of its release that name it (its release is in the deleted row);
-- a deleted release clears both, as its tracks go with it whichever trigger runs first.
CREATE OR REPLACE FUNCTION earning_lines_track_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "EarningLine" l SET "trackId" = NULL FROM old_rows o WHERE l."releaseId" = o."releaseId" AND l."trackId" = o.id;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION earning_lines_release_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "EarningLine" l SET "releaseId" = NULL, "trackId" = NULL FROM old_rows o WHERE l."releaseId" = o.id;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION earning_allocations_track_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "EarningAllocation" a SET "trackId" = NULL FROM old_rows o WHERE a."releaseId" = o."releaseId" AND a."trackId" = o.id;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION earning_allocations_release_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "EarningAllocation" a SET "releaseId" = NULL, "trackId" = NULL FROM old_rows o WHERE a."releaseId" = o.id;
  RETURN NULL;
END $$;
