-- AlterEnum
ALTER TYPE "StatementStatus" ADD VALUE 'held';

-- AlterTable
ALTER TABLE "StatementImport" ADD COLUMN     "acceptedAt" TIMESTAMP(3),
ADD COLUMN     "acceptedById" TEXT,
ADD COLUMN     "acceptedReason" TEXT,
ADD COLUMN     "discrepancy" TEXT;
