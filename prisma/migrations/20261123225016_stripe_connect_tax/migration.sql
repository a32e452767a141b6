-- CreateTable
CREATE TABLE "StripeConnectAccount" (
    "userId" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "detailsSubmitted" BOOLEAN NOT NULL DEFAULT false,
    "payoutsEnabled" BOOLEAN NOT NULL DEFAULT false,
    "transfersActive" BOOLEAN NOT NULL DEFAULT false,
    "requirementsDue" TEXT[],
    "disabledReason" TEXT,
    "lastBankPayout" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StripeConnectAccount_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "StripeTransfer" (
    "id" TEXT NOT NULL,
    "payoutRequestId" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'usd',
    "status" TEXT NOT NULL DEFAULT 'paid',
    "reversedCents" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "StripeTransfer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StripeEvent" (
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StripeEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TaxProfile" (
    "userId" TEXT NOT NULL,
    "form" TEXT NOT NULL,
    "legalName" TEXT NOT NULL,
    "businessType" TEXT,
    "country" TEXT NOT NULL,
    "tinEnc" TEXT NOT NULL,
    "tinMasked" TEXT NOT NULL,
    "treatyClaim" TEXT,
    "certifiedAt" TIMESTAMP(3) NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TaxProfile_pkey" PRIMARY KEY ("userId")
);

-- CreateIndex
CREATE UNIQUE INDEX "StripeConnectAccount_accountId_key" ON "StripeConnectAccount"("accountId");

-- CreateIndex
CREATE UNIQUE INDEX "StripeTransfer_payoutRequestId_key" ON "StripeTransfer"("payoutRequestId");

-- CreateIndex
CREATE INDEX "StripeTransfer_createdAt_idx" ON "StripeTransfer"("createdAt");
