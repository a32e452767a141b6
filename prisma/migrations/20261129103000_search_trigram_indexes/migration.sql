-- Substring searches (issue #40, docs/performance.md "A label's scale"): `?q=` on projects (release title and
-- display artist), artists and students (user name and email) and works (title) are ILIKE '%word%', which no
-- B-tree serves: each one read the whole table (34 ms for the count of a project search at 10,000 releases,
-- linear in the catalog). Trigram GIN indexes serve ILIKE with a leading wildcard. Optional at the database
-- level as in brain_assistant: where pg_trgm is not available (Prisma's scratch database in db:diff) the
-- searches still work, reading the table.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXECUTE 'CREATE INDEX IF NOT EXISTS "Release_title_trgm_idx" ON "Release" USING GIN ("title" gin_trgm_ops)';
  EXECUTE 'CREATE INDEX IF NOT EXISTS "Release_primaryArtist_trgm_idx" ON "Release" USING GIN ("primaryArtist" gin_trgm_ops)';
  EXECUTE 'CREATE INDEX IF NOT EXISTS "User_name_trgm_idx" ON "User" USING GIN ("name" gin_trgm_ops)';
  EXECUTE 'CREATE INDEX IF NOT EXISTS "User_email_trgm_idx" ON "User" USING GIN ("email" gin_trgm_ops)';
  EXECUTE 'CREATE INDEX IF NOT EXISTS "MusicalWork_title_trgm_idx" ON "MusicalWork" USING GIN ("title" gin_trgm_ops)';
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available: %', SQLERRM;
END $$;
