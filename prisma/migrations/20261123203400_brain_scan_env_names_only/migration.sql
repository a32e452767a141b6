-- The code scan stored the values of the environment variables it found (the session key, the payout
-- encryption key) in "BrainScan"."result"->'env'->'present'. Keep the names only.
UPDATE "BrainScan"
SET "result" = jsonb_set(
  "result",
  '{env,present}',
  (SELECT COALESCE(jsonb_object_agg(k, to_jsonb('[set]'::text)), '{}'::jsonb)
     FROM jsonb_object_keys("result"->'env'->'present') AS k)
)
WHERE "result" IS NOT NULL
  AND jsonb_typeof("result"->'env'->'present') = 'object';
