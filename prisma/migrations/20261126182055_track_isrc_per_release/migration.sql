-- DropIndex
DROP INDEX "Track_isrc_key";

-- CreateIndex
CREATE INDEX "Track_isrc_idx" ON "Track"("isrc");

-- CreateIndex
CREATE UNIQUE INDEX "Track_releaseId_isrc_key" ON "Track"("releaseId", "isrc");
