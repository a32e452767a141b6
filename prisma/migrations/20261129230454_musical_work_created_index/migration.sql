-- CreateIndex
CREATE INDEX "MusicalWork_createdAt_id_idx" ON "MusicalWork"("createdAt", "id");
