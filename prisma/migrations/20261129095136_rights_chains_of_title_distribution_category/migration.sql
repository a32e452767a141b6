-- AlterTable
ALTER TABLE "MusicalWork" ADD COLUMN     "distributionCategory" TEXT NOT NULL DEFAULT 'POP';

-- AlterTable
ALTER TABLE "WorkParty" ADD COLUMN     "administratorPosition" INTEGER,
ADD COLUMN     "publisherPosition" INTEGER;

-- AlterTable
ALTER TABLE "WorkRegistration" ADD COLUMN     "acceptedAt" TIMESTAMP(3);

-- Registrations accepted before this column existed keep their acceptance (REV is sent only after one).
UPDATE "WorkRegistration" SET "acceptedAt" = COALESCE("decidedAt", "updatedAt") WHERE "status" = 'accepted';
