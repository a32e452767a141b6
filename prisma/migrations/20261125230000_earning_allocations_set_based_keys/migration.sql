-- An import writes tens of thousands of allocation rows in one statement, and a key check per row and
-- per key was a third of that statement's time. The writers now lock the import, tracks and releases
-- they reference in one statement each before writing (lib/royalties/allocation-targets.ts: FOR KEY
-- SHARE, as a key check does, and they fail if one is missing), and these triggers do what the keys'
-- ON DELETE actions did, once per statement. userId and shareId keep their keys.

-- DropForeignKey
ALTER TABLE "EarningAllocation" DROP CONSTRAINT "EarningAllocation_importId_fkey";

-- DropForeignKey
ALTER TABLE "EarningAllocation" DROP CONSTRAINT "EarningAllocation_trackId_fkey";

-- DropForeignKey
ALTER TABLE "EarningAllocation" DROP CONSTRAINT "EarningAllocation_releaseId_fkey";

CREATE OR REPLACE FUNCTION earning_allocations_import_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "EarningAllocation" a USING old_rows o WHERE a."importId" = o.id;
  RETURN NULL;
END $$;
CREATE TRIGGER "EarningAllocation_import_deleted" AFTER DELETE ON "StatementImport"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION earning_allocations_import_deleted();

CREATE OR REPLACE FUNCTION earning_allocations_track_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "EarningAllocation" a SET "trackId" = NULL FROM old_rows o WHERE a."trackId" = o.id;
  RETURN NULL;
END $$;
CREATE TRIGGER "EarningAllocation_track_deleted" AFTER DELETE ON "Track"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION earning_allocations_track_deleted();

CREATE OR REPLACE FUNCTION earning_allocations_release_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "EarningAllocation" a SET "releaseId" = NULL FROM old_rows o WHERE a."releaseId" = o.id;
  RETURN NULL;
END $$;
CREATE TRIGGER "EarningAllocation_release_deleted" AFTER DELETE ON "Release"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION earning_allocations_release_deleted();
