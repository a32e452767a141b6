-- CreateIndex
CREATE INDEX "Release_createdAt_idx" ON "Release"("createdAt");

-- CreateIndex
CREATE INDEX "Release_updatedAt_idx" ON "Release"("updatedAt");
