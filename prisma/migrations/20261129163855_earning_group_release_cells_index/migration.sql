-- DropIndex
DROP INDEX "EarningGroup_releaseId_idx";

-- CreateIndex
CREATE INDEX "EarningGroup_releaseId_salePeriod_store_country_trackId_uni_idx" ON "EarningGroup"("releaseId", "salePeriod", "store", "country", "trackId", "units");
