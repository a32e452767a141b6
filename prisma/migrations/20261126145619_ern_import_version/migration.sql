-- AlterTable
ALTER TABLE "ErnImport" ADD COLUMN     "ernVersion" TEXT;

-- Imports recorded before the column: the version their audit entry names ('release.import_ern' carries
-- ernVersion since ERN 4.3.2 was accepted; an entry without it is from before, when only ERN 4.3 validated).
-- Purges' audit entries never named it: they stay NULL (not recorded).
UPDATE "ErnImport" AS e
SET "ernVersion" = COALESCE(a."meta"->>'ernVersion', '4.3')
FROM "AuditLog" AS a
WHERE e."messageType" = 'NewReleaseMessage'
  AND e."releaseId" IS NOT NULL
  AND a."action" = 'release.import_ern'
  AND a."entityType" = 'Release'
  AND a."entityId" = e."releaseId";
