-- CreateTable
CREATE TABLE "SignInUnlockToken" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SignInUnlockToken_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "SignInUnlockToken_tokenHash_key" ON "SignInUnlockToken"("tokenHash");

-- CreateIndex
CREATE INDEX "SignInUnlockToken_userId_idx" ON "SignInUnlockToken"("userId");

-- AddForeignKey
ALTER TABLE "SignInUnlockToken" ADD CONSTRAINT "SignInUnlockToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
