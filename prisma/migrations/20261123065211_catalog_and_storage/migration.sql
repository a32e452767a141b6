-- CreateEnum
CREATE TYPE "ReleaseType" AS ENUM ('single', 'ep', 'album');

-- CreateEnum
CREATE TYPE "ReleaseStatus" AS ENUM ('draft', 'uploaded', 'under_review', 'approved', 'distributed', 'rejected', 'delivery_failed', 'taken_down');

-- CreateEnum
CREATE TYPE "ContributorRole" AS ENUM ('main_artist', 'featured_artist', 'composer', 'lyricist', 'producer', 'remixer', 'performer', 'mixing_engineer', 'mastering_engineer');

-- CreateEnum
CREATE TYPE "FileKind" AS ENUM ('audio', 'image', 'document');

-- CreateTable
CREATE TABLE "Release" (
    "id" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "primaryArtist" TEXT NOT NULL,
    "releaseType" "ReleaseType" NOT NULL DEFAULT 'single',
    "genre" TEXT NOT NULL DEFAULT '',
    "label" TEXT NOT NULL DEFAULT '',
    "pLine" TEXT NOT NULL DEFAULT '',
    "cLine" TEXT NOT NULL DEFAULT '',
    "releaseDate" DATE,
    "originalReleaseDate" DATE,
    "explicit" BOOLEAN NOT NULL DEFAULT false,
    "language" TEXT NOT NULL DEFAULT 'en',
    "territories" TEXT[] DEFAULT ARRAY['WW']::TEXT[],
    "priceTier" TEXT NOT NULL DEFAULT 'mid',
    "upc" TEXT,
    "status" "ReleaseStatus" NOT NULL DEFAULT 'draft',
    "rejectionReason" TEXT,
    "artworkFileId" TEXT,
    "submittedAt" TIMESTAMP(3),
    "approvedAt" TIMESTAMP(3),
    "liveAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Release_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Track" (
    "id" TEXT NOT NULL,
    "releaseId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "version" TEXT NOT NULL DEFAULT '',
    "isrc" TEXT,
    "durationMs" INTEGER,
    "explicit" BOOLEAN NOT NULL DEFAULT false,
    "language" TEXT NOT NULL DEFAULT 'en',
    "instrumental" BOOLEAN NOT NULL DEFAULT false,
    "audioFileId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Track_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TrackContributor" (
    "id" TEXT NOT NULL,
    "trackId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "role" "ContributorRole" NOT NULL,
    "userId" TEXT,

    CONSTRAINT "TrackContributor_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StoredFile" (
    "id" TEXT NOT NULL,
    "ownerId" TEXT,
    "kind" "FileKind" NOT NULL,
    "purpose" TEXT NOT NULL,
    "originalName" TEXT NOT NULL,
    "mime" TEXT NOT NULL,
    "ext" TEXT NOT NULL,
    "sizeBytes" BIGINT NOT NULL,
    "sha256" TEXT NOT NULL,
    "storage" TEXT NOT NULL,
    "storageKey" TEXT NOT NULL,
    "isPublic" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StoredFile_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Release_upc_key" ON "Release"("upc");

-- CreateIndex
CREATE INDEX "Release_ownerId_createdAt_idx" ON "Release"("ownerId", "createdAt");

-- CreateIndex
CREATE INDEX "Release_status_idx" ON "Release"("status");

-- CreateIndex
CREATE UNIQUE INDEX "Track_isrc_key" ON "Track"("isrc");

-- CreateIndex
CREATE UNIQUE INDEX "Track_releaseId_position_key" ON "Track"("releaseId", "position");

-- CreateIndex
CREATE INDEX "TrackContributor_trackId_idx" ON "TrackContributor"("trackId");

-- CreateIndex
CREATE INDEX "TrackContributor_userId_idx" ON "TrackContributor"("userId");

-- CreateIndex
CREATE INDEX "StoredFile_ownerId_idx" ON "StoredFile"("ownerId");

-- CreateIndex
CREATE INDEX "StoredFile_sha256_idx" ON "StoredFile"("sha256");

-- AddForeignKey
ALTER TABLE "Release" ADD CONSTRAINT "Release_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Track" ADD CONSTRAINT "Track_releaseId_fkey" FOREIGN KEY ("releaseId") REFERENCES "Release"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TrackContributor" ADD CONSTRAINT "TrackContributor_trackId_fkey" FOREIGN KEY ("trackId") REFERENCES "Track"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TrackContributor" ADD CONSTRAINT "TrackContributor_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoredFile" ADD CONSTRAINT "StoredFile_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
