-- AlterEnum
ALTER TYPE "DeliveryStatus" ADD VALUE 'delivered';

-- AlterTable
ALTER TABLE "Delivery" ADD COLUMN     "batchId" TEXT;

-- CreateTable
CREATE TABLE "StoreAckFile" (
    "id" TEXT NOT NULL,
    "storeId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "sha256" TEXT NOT NULL,
    "outcome" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "applied" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StoreAckFile_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "StoreAckFile_createdAt_idx" ON "StoreAckFile"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "StoreAckFile_storeId_name_sha256_key" ON "StoreAckFile"("storeId", "name", "sha256");

-- CreateIndex
CREATE INDEX "Delivery_storeId_batchId_idx" ON "Delivery"("storeId", "batchId");
