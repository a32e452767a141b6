-- DropIndex
DROP INDEX "LedgerEntry_accountId_idx";

-- DropIndex
DROP INDEX "Release_status_idx";

-- CreateIndex
CREATE INDEX "LedgerEntry_accountId_amountCents_idx" ON "LedgerEntry"("accountId", "amountCents");

-- CreateIndex
CREATE INDEX "Release_status_releaseDate_idx" ON "Release"("status", "releaseDate");
