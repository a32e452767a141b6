-- CreateIndex
CREATE INDEX "Release_submittedAt_id_idx" ON "Release"("submittedAt", "id");
