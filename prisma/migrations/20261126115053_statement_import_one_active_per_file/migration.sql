-- CreateIndex
CREATE UNIQUE INDEX "StatementImport_sha256_active_key" ON "StatementImport"("sha256") WHERE (status = ANY (ARRAY['queued'::"StatementStatus", 'running'::"StatementStatus", 'completed'::"StatementStatus"]));
