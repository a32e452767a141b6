-- CreateEnum
CREATE TYPE "WorkPartyRole" AS ENUM ('CA', 'A', 'C', 'AR', 'AD', 'SA', 'SR', 'TR', 'PA', 'E', 'AM', 'SE', 'AQ', 'ES');

-- CreateEnum
CREATE TYPE "WorkSplitStatus" AS ENUM ('pending', 'signed', 'superseded');

-- CreateEnum
CREATE TYPE "WorkRegistrationStatus" AS ENUM ('draft', 'sent', 'acknowledged', 'accepted', 'rejected', 'conflict');

-- CreateEnum
CREATE TYPE "CopyrightFilingStatus" AS ENUM ('draft', 'submitted', 'registered', 'refused');

-- CreateTable
CREATE TABLE "MusicalWork" (
    "id" TEXT NOT NULL,
    "number" SERIAL NOT NULL,
    "ownerId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "alternateTitles" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "iswc" TEXT,
    "language" TEXT NOT NULL DEFAULT 'EN',
    "durationSec" INTEGER,
    "versionType" TEXT NOT NULL DEFAULT 'ORI',
    "isrcs" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "createdOn" DATE,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MusicalWork_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WorkParty" (
    "id" TEXT NOT NULL,
    "workId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "role" "WorkPartyRole" NOT NULL,
    "ipi" TEXT,
    "society" TEXT,
    "controlled" BOOLEAN NOT NULL,
    "email" TEXT,
    "territory" TEXT NOT NULL DEFAULT '2136',
    "prShare" INTEGER NOT NULL,
    "mrShare" INTEGER NOT NULL,
    "srShare" INTEGER NOT NULL,

    CONSTRAINT "WorkParty_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WorkSplitVersion" (
    "id" TEXT NOT NULL,
    "workId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "status" "WorkSplitStatus" NOT NULL DEFAULT 'pending',
    "agreementText" TEXT NOT NULL,
    "agreementSha256" TEXT NOT NULL,
    "snapshot" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completedAt" TIMESTAMP(3),
    "supersededAt" TIMESTAMP(3),

    CONSTRAINT "WorkSplitVersion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WorkSplitSignature" (
    "id" TEXT NOT NULL,
    "versionId" TEXT NOT NULL,
    "partyName" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "tokenHash" TEXT,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "signedAt" TIMESTAMP(3),
    "typedName" TEXT,
    "signaturePng" BYTEA,
    "ipAddress" TEXT,
    "userAgent" TEXT,
    "agreementSha256" TEXT,

    CONSTRAINT "WorkSplitSignature_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WorkRegistration" (
    "id" TEXT NOT NULL,
    "workId" TEXT NOT NULL,
    "target" TEXT NOT NULL,
    "status" "WorkRegistrationStatus" NOT NULL DEFAULT 'draft',
    "rejectionReason" TEXT,
    "societyWorkId" TEXT,
    "exportId" TEXT,
    "sentAt" TIMESTAMP(3),
    "acknowledgedAt" TIMESTAMP(3),
    "decidedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WorkRegistration_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RightsExport" (
    "id" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "filename" TEXT NOT NULL,
    "recipient" TEXT,
    "workIds" TEXT[],
    "createdById" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RightsExport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RightsAckImport" (
    "id" TEXT NOT NULL,
    "filename" TEXT NOT NULL,
    "society" TEXT NOT NULL,
    "records" INTEGER NOT NULL,
    "createdById" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RightsAckImport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CopyrightCertificate" (
    "id" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "ownerId" TEXT NOT NULL,
    "workId" TEXT,
    "trackId" TEXT,
    "payload" TEXT NOT NULL,
    "signature" TEXT NOT NULL,
    "prevHash" TEXT NOT NULL,
    "entryHash" TEXT NOT NULL,
    "issuedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" TIMESTAMP(3),
    "revokedReason" TEXT,

    CONSTRAINT "CopyrightCertificate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CopyrightFiling" (
    "id" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "albumTitle" TEXT,
    "workIds" TEXT[],
    "trackIds" TEXT[],
    "claimants" JSONB NOT NULL,
    "authorship" TEXT NOT NULL,
    "yearOfCompletion" INTEGER NOT NULL,
    "publicationDate" DATE,
    "nationOfPublication" TEXT,
    "status" "CopyrightFilingStatus" NOT NULL DEFAULT 'draft',
    "registrationNumber" TEXT,
    "effectiveDate" DATE,
    "note" TEXT,
    "submittedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CopyrightFiling_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PublishingAgreement" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "legalName" TEXT NOT NULL,
    "ipi" TEXT,
    "society" TEXT,
    "agreementText" TEXT NOT NULL,
    "agreementSha256" TEXT NOT NULL,
    "typedName" TEXT NOT NULL,
    "signaturePng" BYTEA NOT NULL,
    "ipAddress" TEXT NOT NULL,
    "userAgent" TEXT,
    "signedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PublishingAgreement_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "MusicalWork_number_key" ON "MusicalWork"("number");

-- CreateIndex
CREATE UNIQUE INDEX "MusicalWork_iswc_key" ON "MusicalWork"("iswc");

-- CreateIndex
CREATE INDEX "MusicalWork_ownerId_createdAt_idx" ON "MusicalWork"("ownerId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "WorkParty_workId_position_key" ON "WorkParty"("workId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "WorkSplitVersion_workId_version_key" ON "WorkSplitVersion"("workId", "version");

-- CreateIndex
CREATE UNIQUE INDEX "WorkSplitSignature_tokenHash_key" ON "WorkSplitSignature"("tokenHash");

-- CreateIndex
CREATE INDEX "WorkSplitSignature_versionId_idx" ON "WorkSplitSignature"("versionId");

-- CreateIndex
CREATE INDEX "WorkRegistration_status_sentAt_idx" ON "WorkRegistration"("status", "sentAt");

-- CreateIndex
CREATE UNIQUE INDEX "WorkRegistration_workId_target_key" ON "WorkRegistration"("workId", "target");

-- CreateIndex
CREATE UNIQUE INDEX "CopyrightCertificate_code_key" ON "CopyrightCertificate"("code");

-- CreateIndex
CREATE UNIQUE INDEX "CopyrightCertificate_seq_key" ON "CopyrightCertificate"("seq");

-- CreateIndex
CREATE UNIQUE INDEX "CopyrightCertificate_entryHash_key" ON "CopyrightCertificate"("entryHash");

-- CreateIndex
CREATE INDEX "CopyrightCertificate_ownerId_idx" ON "CopyrightCertificate"("ownerId");

-- CreateIndex
CREATE INDEX "CopyrightFiling_ownerId_idx" ON "CopyrightFiling"("ownerId");

-- CreateIndex
CREATE INDEX "CopyrightFiling_status_idx" ON "CopyrightFiling"("status");

-- CreateIndex
CREATE UNIQUE INDEX "PublishingAgreement_userId_key" ON "PublishingAgreement"("userId");

-- AddForeignKey
ALTER TABLE "MusicalWork" ADD CONSTRAINT "MusicalWork_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkParty" ADD CONSTRAINT "WorkParty_workId_fkey" FOREIGN KEY ("workId") REFERENCES "MusicalWork"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkSplitVersion" ADD CONSTRAINT "WorkSplitVersion_workId_fkey" FOREIGN KEY ("workId") REFERENCES "MusicalWork"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkSplitSignature" ADD CONSTRAINT "WorkSplitSignature_versionId_fkey" FOREIGN KEY ("versionId") REFERENCES "WorkSplitVersion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkRegistration" ADD CONSTRAINT "WorkRegistration_workId_fkey" FOREIGN KEY ("workId") REFERENCES "MusicalWork"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CopyrightCertificate" ADD CONSTRAINT "CopyrightCertificate_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CopyrightCertificate" ADD CONSTRAINT "CopyrightCertificate_trackId_fkey" FOREIGN KEY ("trackId") REFERENCES "Track"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CopyrightFiling" ADD CONSTRAINT "CopyrightFiling_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PublishingAgreement" ADD CONSTRAINT "PublishingAgreement_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
