-- CreateEnum
CREATE TYPE "DeliveryMethod" AS ENUM ('sftp', 's3', 'api', 'ftp');

-- CreateEnum
CREATE TYPE "DeliveryKind" AS ENUM ('insert', 'update', 'takedown');

-- CreateEnum
CREATE TYPE "DeliveryStatus" AS ENUM ('queued', 'sending', 'acknowledged', 'rejected', 'failed');

-- AlterTable
ALTER TABLE "Release" ADD COLUMN     "artworkHeight" INTEGER,
ADD COLUMN     "artworkWidth" INTEGER,
ADD COLUMN     "storeIds" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- AlterTable
ALTER TABLE "Track" ADD COLUMN     "audioFormat" TEXT,
ADD COLUMN     "bitsPerSample" INTEGER,
ADD COLUMN     "channels" INTEGER,
ADD COLUMN     "clippedRun" INTEGER,
ADD COLUMN     "sampleRate" INTEGER;

-- CreateTable
CREATE TABLE "DistributionSettings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "isrcRegistrant" TEXT NOT NULL DEFAULT 'USMMS',
    "upcPrefix" TEXT NOT NULL DEFAULT '8500001',
    "barcodeType" TEXT NOT NULL DEFAULT 'upc_a',
    "senderPartyId" TEXT NOT NULL DEFAULT 'PADPIDA2014120301K',
    "senderName" TEXT NOT NULL DEFAULT 'Master Music Safe',
    "simFailurePercent" INTEGER NOT NULL DEFAULT 0,
    "simTimeoutPercent" INTEGER NOT NULL DEFAULT 0,
    "deliveryTimeoutMs" INTEGER NOT NULL DEFAULT 10000,
    "updatedById" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DistributionSettings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "IsrcCounter" (
    "registrant" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "lastNumber" INTEGER NOT NULL,

    CONSTRAINT "IsrcCounter_pkey" PRIMARY KEY ("registrant","year")
);

-- CreateTable
CREATE TABLE "UpcCounter" (
    "prefix" TEXT NOT NULL,
    "lastNumber" INTEGER NOT NULL,

    CONSTRAINT "UpcCounter_pkey" PRIMARY KEY ("prefix")
);

-- CreateTable
CREATE TABLE "ReleaseStatusChange" (
    "id" TEXT NOT NULL,
    "releaseId" TEXT NOT NULL,
    "fromStatus" "ReleaseStatus",
    "toStatus" "ReleaseStatus" NOT NULL,
    "actorId" TEXT,
    "note" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReleaseStatusChange_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Store" (
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "ddexPartyId" TEXT NOT NULL,
    "deliveryMethod" "DeliveryMethod" NOT NULL DEFAULT 'sftp',
    "endpointUrl" TEXT NOT NULL DEFAULT '',
    "requirements" JSONB NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "rank" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Store_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Delivery" (
    "id" TEXT NOT NULL,
    "releaseId" TEXT NOT NULL,
    "storeId" TEXT NOT NULL,
    "kind" "DeliveryKind" NOT NULL DEFAULT 'insert',
    "status" "DeliveryStatus" NOT NULL DEFAULT 'queued',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "messageId" TEXT NOT NULL,
    "lastError" TEXT,
    "queuedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastAttemptAt" TIMESTAMP(3),
    "acknowledgedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Delivery_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DeliveryLog" (
    "id" TEXT NOT NULL,
    "deliveryId" TEXT NOT NULL,
    "event" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "httpStatus" INTEGER,
    "durationMs" INTEGER,
    "attempt" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DeliveryLog_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DspInboxMessage" (
    "id" TEXT NOT NULL,
    "messageId" TEXT NOT NULL,
    "recipientPartyId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "releaseTitle" TEXT NOT NULL DEFAULT '',
    "upc" TEXT NOT NULL DEFAULT '',
    "accepted" BOOLEAN NOT NULL,
    "errors" JSONB NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 1,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DspInboxMessage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ReleaseStatusChange_releaseId_createdAt_idx" ON "ReleaseStatusChange"("releaseId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Store_slug_key" ON "Store"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "Store_ddexPartyId_key" ON "Store"("ddexPartyId");

-- CreateIndex
CREATE UNIQUE INDEX "Delivery_messageId_key" ON "Delivery"("messageId");

-- CreateIndex
CREATE INDEX "Delivery_releaseId_kind_idx" ON "Delivery"("releaseId", "kind");

-- CreateIndex
CREATE INDEX "Delivery_status_idx" ON "Delivery"("status");

-- CreateIndex
CREATE INDEX "Delivery_storeId_status_idx" ON "Delivery"("storeId", "status");

-- CreateIndex
CREATE INDEX "DeliveryLog_deliveryId_createdAt_idx" ON "DeliveryLog"("deliveryId", "createdAt");

-- CreateIndex
CREATE INDEX "DeliveryLog_createdAt_idx" ON "DeliveryLog"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "DspInboxMessage_messageId_key" ON "DspInboxMessage"("messageId");

-- CreateIndex
CREATE INDEX "DspInboxMessage_receivedAt_idx" ON "DspInboxMessage"("receivedAt");

-- AddForeignKey
ALTER TABLE "ReleaseStatusChange" ADD CONSTRAINT "ReleaseStatusChange_releaseId_fkey" FOREIGN KEY ("releaseId") REFERENCES "Release"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReleaseStatusChange" ADD CONSTRAINT "ReleaseStatusChange_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Delivery" ADD CONSTRAINT "Delivery_releaseId_fkey" FOREIGN KEY ("releaseId") REFERENCES "Release"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Delivery" ADD CONSTRAINT "Delivery_storeId_fkey" FOREIGN KEY ("storeId") REFERENCES "Store"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DeliveryLog" ADD CONSTRAINT "DeliveryLog_deliveryId_fkey" FOREIGN KEY ("deliveryId") REFERENCES "Delivery"("id") ON DELETE CASCADE ON UPDATE CASCADE;
