-- CreateTable
CREATE TABLE "ErnImport" (
    "id" TEXT NOT NULL,
    "messageId" TEXT NOT NULL,
    "releaseReference" TEXT NOT NULL,
    "messageType" TEXT NOT NULL,
    "releaseId" TEXT,
    "ddexReleaseType" TEXT NOT NULL DEFAULT '',
    "deals" JSONB,
    "resources" JSONB,
    "importedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ErnImport_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ErnImport_releaseId_idx" ON "ErnImport"("releaseId");

-- CreateIndex
CREATE UNIQUE INDEX "ErnImport_messageId_releaseReference_key" ON "ErnImport"("messageId", "releaseReference");

-- AddForeignKey
ALTER TABLE "ErnImport" ADD CONSTRAINT "ErnImport_releaseId_fkey" FOREIGN KEY ("releaseId") REFERENCES "Release"("id") ON DELETE CASCADE ON UPDATE CASCADE;
