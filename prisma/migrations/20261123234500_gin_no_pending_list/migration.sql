-- GIN indexes write new entries to a pending list that only VACUUM (autovacuum) merges into the index.
-- The embedded PGlite runs no autovacuum: the list only grew, the planner costed every GIN index as a
-- scan of it and read whole tables instead (assistant retrieval: 743 ms at 10,000 memories). Insert
-- straight into the index instead, and merge what is pending now (docs/performance.md).
DO $$
DECLARE idx text;
BEGIN
  FOREACH idx IN ARRAY ARRAY['BrainMemory_searchVector_idx', 'BrainCodeEntry_searchVector_idx',
                             'BrainMemory_title_trgm_idx', 'BrainCodeEntry_name_trgm_idx'] LOOP
    IF to_regclass(format('%I', idx)) IS NOT NULL THEN
      EXECUTE format('ALTER INDEX %I SET (fastupdate = off)', idx);
      PERFORM gin_clean_pending_list(to_regclass(format('%I', idx)));
    END IF;
  END LOOP;
END $$;
