-- Codes given back by deleted drafts, and the per-artist limit on requested codes.
ALTER TABLE "DistributionSettings" ADD COLUMN "codeRequestLimit" INTEGER NOT NULL DEFAULT 10;

CREATE TABLE "ReturnedCode" (
    "kind" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "sequence" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReturnedCode_pkey" PRIMARY KEY ("kind","code")
);

CREATE INDEX "ReturnedCode_kind_sequence_idx" ON "ReturnedCode"("kind", "sequence");
