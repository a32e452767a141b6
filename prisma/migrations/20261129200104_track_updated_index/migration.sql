-- CreateIndex
CREATE INDEX "Track_updatedAt_idx" ON "Track"("updatedAt");
