-- Announces committed writes that can change the words of the assistant's memories (lib/brain/lexicon.ts
-- caches them per process): new, deleted or truncated memories, and updates of the columns that decide a
-- memory's text or who may see it. A chat turn counting memories as used (timesUsed, lastUsed) is not one.
-- The per-process tracker of this process bumps the same version (lib/cache/tables.ts, COLUMN_SCOPED).
CREATE FUNCTION cache_named_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('table_changes', TG_ARGV[0]);
  RETURN NULL;
END
$$;

CREATE TRIGGER cache_notify_text AFTER INSERT OR DELETE OR TRUNCATE
  OR UPDATE OF "title", "content", "status", "isGlobal", "createdById", "category", "isProtocol", "teamId", "namespace", "source"
  ON "BrainMemory" FOR EACH STATEMENT EXECUTE FUNCTION cache_named_changed('BrainMemoryText');
