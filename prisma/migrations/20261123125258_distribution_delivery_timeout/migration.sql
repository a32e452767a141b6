-- AlterTable
ALTER TABLE "DistributionSettings" ALTER COLUMN "deliveryTimeoutMs" SET DEFAULT 30000;
