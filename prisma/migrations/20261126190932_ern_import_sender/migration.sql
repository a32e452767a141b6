-- DropIndex
DROP INDEX "ErnImport_messageId_releaseReference_key";

-- AlterTable
ALTER TABLE "ErnImport" ADD COLUMN     "senderPartyId" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE UNIQUE INDEX "ErnImport_senderPartyId_messageId_releaseReference_key" ON "ErnImport"("senderPartyId", "messageId", "releaseReference");
