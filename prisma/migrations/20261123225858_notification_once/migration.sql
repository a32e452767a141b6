-- CreateTable
CREATE TABLE "NotificationOnce" (
    "key" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "NotificationOnce_pkey" PRIMARY KEY ("key")
);
