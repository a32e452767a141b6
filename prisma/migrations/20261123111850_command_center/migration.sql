-- CreateTable
CREATE TABLE "RosterArtist" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "stageName" TEXT NOT NULL,
    "genre" TEXT NOT NULL,
    "location" TEXT NOT NULL DEFAULT '',
    "bio" TEXT NOT NULL DEFAULT '',
    "profileImageFileId" TEXT,
    "socialLinks" JSONB NOT NULL DEFAULT '{}',
    "stats" JSONB NOT NULL DEFAULT '{}',
    "achievements" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "status" TEXT NOT NULL DEFAULT 'active',
    "displayOrder" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RosterArtist_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DashboardCategory" (
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "order" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DashboardCategory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DashboardService" (
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "href" TEXT NOT NULL,
    "categoryId" TEXT NOT NULL,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "order" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DashboardService_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StepUpGrant" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StepUpGrant_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ViewPreview" (
    "userId" TEXT NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ViewPreview_pkey" PRIMARY KEY ("userId")
);

-- CreateIndex
CREATE INDEX "RosterArtist_displayOrder_idx" ON "RosterArtist"("displayOrder");

-- CreateIndex
CREATE UNIQUE INDEX "DashboardCategory_title_key" ON "DashboardCategory"("title");

-- CreateIndex
CREATE INDEX "DashboardService_categoryId_order_idx" ON "DashboardService"("categoryId", "order");

-- CreateIndex
CREATE UNIQUE INDEX "StepUpGrant_tokenHash_key" ON "StepUpGrant"("tokenHash");

-- CreateIndex
CREATE INDEX "StepUpGrant_userId_idx" ON "StepUpGrant"("userId");

-- AddForeignKey
ALTER TABLE "DashboardService" ADD CONSTRAINT "DashboardService_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "DashboardCategory"("id") ON DELETE CASCADE ON UPDATE CASCADE;
