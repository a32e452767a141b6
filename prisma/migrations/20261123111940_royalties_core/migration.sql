-- CreateEnum
CREATE TYPE "StatementStatus" AS ENUM ('queued', 'running', 'completed', 'failed');

-- CreateEnum
CREATE TYPE "EarningLineStatus" AS ENUM ('matched', 'unmatched', 'resolved');

-- CreateEnum
CREATE TYPE "LedgerAccountKind" AS ENUM ('earnings', 'payouts', 'adjustments', 'store_receipts', 'payouts_payable', 'cash', 'adjustments_clearing');

-- CreateEnum
CREATE TYPE "PayoutMethodType" AS ENUM ('bank', 'paypal');

-- CreateEnum
CREATE TYPE "PayoutStatus" AS ENUM ('requested', 'approved', 'paid', 'rejected');

-- CreateTable
CREATE TABLE "SplitSheet" (
    "id" TEXT NOT NULL,
    "trackId" TEXT,
    "releaseId" TEXT,
    "effectiveFrom" TEXT NOT NULL,
    "recoupCents" INTEGER NOT NULL DEFAULT 0,
    "recoupedCents" INTEGER NOT NULL DEFAULT 0,
    "recoupShareId" TEXT,
    "note" TEXT NOT NULL DEFAULT '',
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SplitSheet_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SplitShare" (
    "id" TEXT NOT NULL,
    "sheetId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT,
    "role" TEXT NOT NULL,
    "shareBps" INTEGER NOT NULL,
    "userId" TEXT,

    CONSTRAINT "SplitShare_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SplitInvitation" (
    "id" TEXT NOT NULL,
    "shareId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "claimedAt" TIMESTAMP(3),
    "claimedBy" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SplitInvitation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DefaultSplit" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "shares" JSONB NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DefaultSplit_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StatementMapping" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "store" TEXT NOT NULL DEFAULT '',
    "delimiter" TEXT NOT NULL DEFAULT ',',
    "columns" JSONB NOT NULL,
    "builtIn" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "StatementMapping_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StatementImport" (
    "id" TEXT NOT NULL,
    "store" TEXT NOT NULL,
    "period" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "exchangeRate" DECIMAL(18,8) NOT NULL,
    "mappingId" TEXT,
    "originalName" TEXT NOT NULL,
    "storage" TEXT NOT NULL,
    "storageKey" TEXT NOT NULL,
    "sizeBytes" BIGINT NOT NULL,
    "sha256" TEXT NOT NULL,
    "gzip" BOOLEAN NOT NULL DEFAULT false,
    "status" "StatementStatus" NOT NULL DEFAULT 'queued',
    "bytesRead" BIGINT NOT NULL DEFAULT 0,
    "rowsRead" INTEGER NOT NULL DEFAULT 0,
    "matchedRows" INTEGER NOT NULL DEFAULT 0,
    "unmatchedRows" INTEGER NOT NULL DEFAULT 0,
    "totalUsdCents" BIGINT NOT NULL DEFAULT 0,
    "summary" JSONB,
    "error" TEXT,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" TIMESTAMP(3),
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "StatementImport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EarningLine" (
    "id" TEXT NOT NULL,
    "importId" TEXT NOT NULL,
    "rowNumber" INTEGER NOT NULL,
    "status" "EarningLineStatus" NOT NULL,
    "trackId" TEXT,
    "releaseId" TEXT,
    "isrc" TEXT NOT NULL DEFAULT '',
    "upc" TEXT NOT NULL DEFAULT '',
    "trackTitle" TEXT NOT NULL DEFAULT '',
    "store" TEXT NOT NULL,
    "country" TEXT NOT NULL DEFAULT '',
    "salePeriod" TEXT NOT NULL,
    "units" INTEGER NOT NULL,
    "amount" DECIMAL(20,6) NOT NULL,
    "currency" TEXT NOT NULL,
    "amountUsd" DECIMAL(20,6) NOT NULL,
    "resolvedById" TEXT,
    "resolvedAt" TIMESTAMP(3),

    CONSTRAINT "EarningLine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EarningAllocation" (
    "id" TEXT NOT NULL,
    "importId" TEXT NOT NULL,
    "userId" TEXT,
    "shareId" TEXT,
    "trackId" TEXT,
    "releaseId" TEXT,
    "store" TEXT NOT NULL,
    "country" TEXT NOT NULL DEFAULT '',
    "salePeriod" TEXT NOT NULL,
    "units" INTEGER NOT NULL DEFAULT 0,
    "amountCents" INTEGER NOT NULL,
    "recoup" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EarningAllocation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LedgerAccount" (
    "id" TEXT NOT NULL,
    "userId" TEXT,
    "kind" "LedgerAccountKind" NOT NULL,

    CONSTRAINT "LedgerAccount_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LedgerTransaction" (
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "memo" TEXT NOT NULL DEFAULT '',
    "refType" TEXT,
    "refId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LedgerTransaction_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LedgerEntry" (
    "id" TEXT NOT NULL,
    "transactionId" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "amountCents" BIGINT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LedgerEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PayoutMethod" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "type" "PayoutMethodType" NOT NULL,
    "holderName" TEXT NOT NULL,
    "bankName" TEXT NOT NULL DEFAULT '',
    "accountNumberEnc" TEXT,
    "routingNumberEnc" TEXT,
    "paypalEmailEnc" TEXT,
    "masked" TEXT NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'USD',
    "stripeAccountId" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PayoutMethod_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PayoutRequest" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "status" "PayoutStatus" NOT NULL DEFAULT 'requested',
    "idempotencyKey" TEXT NOT NULL,
    "methodSummary" TEXT NOT NULL DEFAULT '',
    "reviewedById" TEXT,
    "reviewedAt" TIMESTAMP(3),
    "paidAt" TIMESTAMP(3),
    "paidVia" TEXT,
    "paymentRef" TEXT,
    "rejectionReason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PayoutRequest_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SplitSheet_trackId_effectiveFrom_idx" ON "SplitSheet"("trackId", "effectiveFrom");

-- CreateIndex
CREATE INDEX "SplitSheet_releaseId_effectiveFrom_idx" ON "SplitSheet"("releaseId", "effectiveFrom");

-- CreateIndex
CREATE INDEX "SplitShare_sheetId_idx" ON "SplitShare"("sheetId");

-- CreateIndex
CREATE INDEX "SplitShare_userId_idx" ON "SplitShare"("userId");

-- CreateIndex
CREATE INDEX "SplitShare_email_idx" ON "SplitShare"("email");

-- CreateIndex
CREATE UNIQUE INDEX "SplitInvitation_tokenHash_key" ON "SplitInvitation"("tokenHash");

-- CreateIndex
CREATE INDEX "SplitInvitation_email_idx" ON "SplitInvitation"("email");

-- CreateIndex
CREATE UNIQUE INDEX "DefaultSplit_userId_key" ON "DefaultSplit"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "StatementMapping_name_key" ON "StatementMapping"("name");

-- CreateIndex
CREATE UNIQUE INDEX "StatementImport_sha256_key" ON "StatementImport"("sha256");

-- CreateIndex
CREATE INDEX "StatementImport_createdAt_idx" ON "StatementImport"("createdAt");

-- CreateIndex
CREATE INDEX "EarningLine_importId_rowNumber_idx" ON "EarningLine"("importId", "rowNumber");

-- CreateIndex
CREATE INDEX "EarningLine_status_idx" ON "EarningLine"("status");

-- CreateIndex
CREATE INDEX "EarningLine_trackId_idx" ON "EarningLine"("trackId");

-- CreateIndex
CREATE INDEX "EarningAllocation_userId_salePeriod_idx" ON "EarningAllocation"("userId", "salePeriod");

-- CreateIndex
CREATE INDEX "EarningAllocation_userId_createdAt_idx" ON "EarningAllocation"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "EarningAllocation_shareId_idx" ON "EarningAllocation"("shareId");

-- CreateIndex
CREATE INDEX "EarningAllocation_importId_idx" ON "EarningAllocation"("importId");

-- CreateIndex
CREATE UNIQUE INDEX "LedgerAccount_userId_kind_key" ON "LedgerAccount"("userId", "kind");

-- CreateIndex
CREATE INDEX "LedgerTransaction_refType_refId_idx" ON "LedgerTransaction"("refType", "refId");

-- CreateIndex
CREATE INDEX "LedgerEntry_accountId_idx" ON "LedgerEntry"("accountId");

-- CreateIndex
CREATE INDEX "LedgerEntry_transactionId_idx" ON "LedgerEntry"("transactionId");

-- CreateIndex
CREATE UNIQUE INDEX "PayoutMethod_userId_key" ON "PayoutMethod"("userId");

-- CreateIndex
CREATE INDEX "PayoutRequest_status_createdAt_idx" ON "PayoutRequest"("status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "PayoutRequest_userId_idempotencyKey_key" ON "PayoutRequest"("userId", "idempotencyKey");

-- AddForeignKey
ALTER TABLE "SplitSheet" ADD CONSTRAINT "SplitSheet_trackId_fkey" FOREIGN KEY ("trackId") REFERENCES "Track"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SplitSheet" ADD CONSTRAINT "SplitSheet_releaseId_fkey" FOREIGN KEY ("releaseId") REFERENCES "Release"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SplitSheet" ADD CONSTRAINT "SplitSheet_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SplitShare" ADD CONSTRAINT "SplitShare_sheetId_fkey" FOREIGN KEY ("sheetId") REFERENCES "SplitSheet"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SplitShare" ADD CONSTRAINT "SplitShare_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SplitInvitation" ADD CONSTRAINT "SplitInvitation_shareId_fkey" FOREIGN KEY ("shareId") REFERENCES "SplitShare"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DefaultSplit" ADD CONSTRAINT "DefaultSplit_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StatementImport" ADD CONSTRAINT "StatementImport_mappingId_fkey" FOREIGN KEY ("mappingId") REFERENCES "StatementMapping"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StatementImport" ADD CONSTRAINT "StatementImport_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EarningLine" ADD CONSTRAINT "EarningLine_importId_fkey" FOREIGN KEY ("importId") REFERENCES "StatementImport"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EarningLine" ADD CONSTRAINT "EarningLine_trackId_fkey" FOREIGN KEY ("trackId") REFERENCES "Track"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EarningLine" ADD CONSTRAINT "EarningLine_releaseId_fkey" FOREIGN KEY ("releaseId") REFERENCES "Release"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EarningAllocation" ADD CONSTRAINT "EarningAllocation_importId_fkey" FOREIGN KEY ("importId") REFERENCES "StatementImport"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EarningAllocation" ADD CONSTRAINT "EarningAllocation_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EarningAllocation" ADD CONSTRAINT "EarningAllocation_shareId_fkey" FOREIGN KEY ("shareId") REFERENCES "SplitShare"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EarningAllocation" ADD CONSTRAINT "EarningAllocation_trackId_fkey" FOREIGN KEY ("trackId") REFERENCES "Track"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EarningAllocation" ADD CONSTRAINT "EarningAllocation_releaseId_fkey" FOREIGN KEY ("releaseId") REFERENCES "Release"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LedgerAccount" ADD CONSTRAINT "LedgerAccount_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_transactionId_fkey" FOREIGN KEY ("transactionId") REFERENCES "LedgerTransaction"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "LedgerAccount"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PayoutMethod" ADD CONSTRAINT "PayoutMethod_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PayoutRequest" ADD CONSTRAINT "PayoutRequest_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
