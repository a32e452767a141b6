-- CreateIndex
CREATE INDEX "User_name_id_idx" ON "User"("name", "id");

-- CreateIndex
CREATE INDEX "User_role_idx" ON "User"("role");
