-- GIN indexes write new entries to a pending list that only VACUUM (autovacuum) merges into the index.
-- The embedded PGlite runs no autovacuum: the list only grew, the planner costed every GIN index as a
-- scan of it and read whole tables instead (assistant retrieval: 743 ms at 10,000 memories). Every GIN
-- index that exists now inserts straight into the index, and what is pending is merged
-- (docs/performance.md). A GIN index created later should say WITH (fastupdate = off).
DO $$
DECLARE idx regclass;
BEGIN
  FOR idx IN
    SELECT i.indexrelid::regclass FROM pg_index i
    JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE am.amname = 'gin' AND n.nspname = current_schema()
  LOOP
    EXECUTE format('ALTER INDEX %s SET (fastupdate = off)', idx);
    PERFORM gin_clean_pending_list(idx);
  END LOOP;
END $$;
