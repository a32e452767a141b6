-- CreateTable
CREATE TABLE "EdgeSettings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "allowPrivateStoreEndpoints" BOOLEAN NOT NULL DEFAULT false,
    "updatedById" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EdgeSettings_pkey" PRIMARY KEY ("id")
);
