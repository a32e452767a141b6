-- DropIndex
DROP INDEX "StatementImport_sha256_key";

-- AlterTable
ALTER TABLE "EarningLine" ADD COLUMN     "artist" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "note" TEXT NOT NULL DEFAULT '',
ALTER COLUMN "amount" SET DATA TYPE DECIMAL(38,16),
ALTER COLUMN "amountUsd" SET DATA TYPE DECIMAL(38,16);

-- AlterTable
ALTER TABLE "StatementImport" ADD COLUMN     "delimiter" TEXT NOT NULL DEFAULT ',',
ADD COLUMN     "encoding" TEXT NOT NULL DEFAULT 'utf-8',
ADD COLUMN     "layout" TEXT NOT NULL DEFAULT 'default',
ADD COLUMN     "rates" JSONB,
ADD COLUMN     "skippedRows" INTEGER NOT NULL DEFAULT 0,
ALTER COLUMN "exchangeRate" SET DATA TYPE DECIMAL(24,12);

-- CreateTable
CREATE TABLE "StatementSkippedRow" (
    "id" TEXT NOT NULL,
    "importId" TEXT NOT NULL,
    "rowNumber" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "content" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "StatementSkippedRow_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "StatementSkippedRow_importId_rowNumber_idx" ON "StatementSkippedRow"("importId", "rowNumber");

-- CreateIndex
CREATE INDEX "StatementImport_sha256_idx" ON "StatementImport"("sha256");

-- AddForeignKey
ALTER TABLE "StatementSkippedRow" ADD CONSTRAINT "StatementSkippedRow_importId_fkey" FOREIGN KEY ("importId") REFERENCES "StatementImport"("id") ON DELETE CASCADE ON UPDATE CASCADE;
