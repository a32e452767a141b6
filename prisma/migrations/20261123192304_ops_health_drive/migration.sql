-- CreateTable
CREATE TABLE "HealthCheckRun" (
    "id" TEXT NOT NULL,
    "check" TEXT NOT NULL,
    "ok" BOOLEAN NOT NULL,
    "metrics" JSONB NOT NULL,
    "message" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "HealthCheckRun_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HealthIncident" (
    "id" TEXT NOT NULL,
    "check" TEXT NOT NULL,
    "openKey" TEXT,
    "message" TEXT NOT NULL,
    "openedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolvedAt" TIMESTAMP(3),
    "notifiedAt" TIMESTAMP(3),

    CONSTRAINT "HealthIncident_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "IntegrationCall" (
    "id" TEXT NOT NULL,
    "integration" TEXT NOT NULL,
    "operation" TEXT NOT NULL,
    "ok" BOOLEAN NOT NULL,
    "status" INTEGER,
    "latencyMs" INTEGER NOT NULL,
    "error" TEXT,
    "quota" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "IntegrationCall_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StoreTransport" (
    "storeId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "config" JSONB NOT NULL,
    "secretSealed" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "StoreTransport_pkey" PRIMARY KEY ("storeId")
);

-- CreateTable
CREATE TABLE "DriveFolder" (
    "id" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "parentId" TEXT,
    "name" TEXT NOT NULL,
    "trashedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DriveFolder_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DriveFile" (
    "id" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "folderId" TEXT,
    "name" TEXT NOT NULL,
    "mime" TEXT NOT NULL,
    "sizeBytes" BIGINT NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "storage" TEXT NOT NULL,
    "storageKey" TEXT NOT NULL,
    "sha256" TEXT NOT NULL,
    "trashedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DriveFile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DriveFileVersion" (
    "id" TEXT NOT NULL,
    "fileId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "sizeBytes" BIGINT NOT NULL,
    "storage" TEXT NOT NULL,
    "storageKey" TEXT NOT NULL,
    "sha256" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DriveFileVersion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DriveShare" (
    "id" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "fileId" TEXT,
    "folderId" TEXT,
    "mode" TEXT NOT NULL DEFAULT 'download',
    "tokenHash" TEXT NOT NULL,
    "passwordHash" TEXT,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "revokedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DriveShare_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DriveQuota" (
    "userId" TEXT NOT NULL,
    "quotaBytes" BIGINT NOT NULL,

    CONSTRAINT "DriveQuota_pkey" PRIMARY KEY ("userId")
);

-- CreateIndex
CREATE INDEX "HealthCheckRun_check_createdAt_idx" ON "HealthCheckRun"("check", "createdAt");

-- CreateIndex
CREATE INDEX "HealthCheckRun_createdAt_idx" ON "HealthCheckRun"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "HealthIncident_openKey_key" ON "HealthIncident"("openKey");

-- CreateIndex
CREATE INDEX "HealthIncident_openedAt_idx" ON "HealthIncident"("openedAt");

-- CreateIndex
CREATE INDEX "IntegrationCall_integration_createdAt_idx" ON "IntegrationCall"("integration", "createdAt");

-- CreateIndex
CREATE INDEX "IntegrationCall_createdAt_idx" ON "IntegrationCall"("createdAt");

-- CreateIndex
CREATE INDEX "DriveFolder_ownerId_parentId_idx" ON "DriveFolder"("ownerId", "parentId");

-- CreateIndex
CREATE INDEX "DriveFile_ownerId_folderId_idx" ON "DriveFile"("ownerId", "folderId");

-- CreateIndex
CREATE UNIQUE INDEX "DriveFileVersion_fileId_version_key" ON "DriveFileVersion"("fileId", "version");

-- CreateIndex
CREATE UNIQUE INDEX "DriveShare_tokenHash_key" ON "DriveShare"("tokenHash");

-- CreateIndex
CREATE INDEX "DriveShare_ownerId_idx" ON "DriveShare"("ownerId");

-- AddForeignKey
ALTER TABLE "DriveFolder" ADD CONSTRAINT "DriveFolder_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DriveFolder" ADD CONSTRAINT "DriveFolder_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "DriveFolder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DriveFile" ADD CONSTRAINT "DriveFile_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DriveFile" ADD CONSTRAINT "DriveFile_folderId_fkey" FOREIGN KEY ("folderId") REFERENCES "DriveFolder"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DriveFileVersion" ADD CONSTRAINT "DriveFileVersion_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "DriveFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DriveShare" ADD CONSTRAINT "DriveShare_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "DriveFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;
