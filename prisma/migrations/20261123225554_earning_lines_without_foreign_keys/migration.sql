-- DropForeignKey
ALTER TABLE "EarningLine" DROP CONSTRAINT "EarningLine_importId_fkey";

-- DropForeignKey
ALTER TABLE "EarningLine" DROP CONSTRAINT "EarningLine_releaseId_fkey";

-- DropForeignKey
ALTER TABLE "EarningLine" DROP CONSTRAINT "EarningLine_trackId_fkey";

-- What the dropped keys did on delete, once per statement rather than a key check per inserted line.
CREATE OR REPLACE FUNCTION earning_lines_import_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "EarningLine" l USING old_rows o WHERE l."importId" = o.id;
  RETURN NULL;
END $$;
CREATE TRIGGER "EarningLine_import_deleted" AFTER DELETE ON "StatementImport"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION earning_lines_import_deleted();

CREATE OR REPLACE FUNCTION earning_lines_track_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "EarningLine" l SET "trackId" = NULL FROM old_rows o WHERE l."trackId" = o.id;
  RETURN NULL;
END $$;
CREATE TRIGGER "EarningLine_track_deleted" AFTER DELETE ON "Track"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION earning_lines_track_deleted();

CREATE OR REPLACE FUNCTION earning_lines_release_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "EarningLine" l SET "releaseId" = NULL FROM old_rows o WHERE l."releaseId" = o.id;
  RETURN NULL;
END $$;
CREATE TRIGGER "EarningLine_release_deleted" AFTER DELETE ON "Release"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION earning_lines_release_deleted();
