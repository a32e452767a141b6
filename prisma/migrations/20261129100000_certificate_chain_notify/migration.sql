-- Announces committed writes to the copyright certificate log (lib/rights/chain-verdict.ts keeps the chain's
-- verdict per process): any write to the table (a new certificate: the verdict checks what was appended), and,
-- named apart, a change or removal of entries (the whole chain is verified again). A revocation is neither.
-- The per-process tracker of this process bumps the same versions (lib/platform/cache/tables.ts, COLUMN_SCOPED).
CREATE TRIGGER cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "CopyrightCertificate"
  FOR EACH STATEMENT EXECUTE FUNCTION cache_table_changed();
CREATE TRIGGER cache_notify_entries AFTER DELETE OR TRUNCATE
  OR UPDATE OF "seq", "code", "payload", "signature", "prevHash", "entryHash"
  ON "CopyrightCertificate" FOR EACH STATEMENT EXECUTE FUNCTION cache_named_changed('CopyrightCertificateEntries');
