-- CreateIndex
CREATE INDEX "User_createdAt_id_idx" ON "User"("createdAt", "id");
