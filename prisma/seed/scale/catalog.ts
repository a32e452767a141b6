// The generated label's people and catalog, in set-based SQL: artists and students (signing in with the
// demo password), releases (the first artist holds `bigArtistReleases` of them) and their tracks
// (1-19 each, ~10 on average), one main-artist credit per track.
import type { Counts } from './counts';
import { NOUNS, T0, WORDS, h, pick } from './counts';
import { bulk, type SeedStatement } from './totals';

// User ids: `scale-a-<n>` artists (n from 1), `scale-s-<n>` students.

export function catalogSql(c: Counts): SeedStatement[] {
  // Releases 1..big belong to artist 1, the rest go round artists 2..A.
  const ownerOf = (i: string) =>
    `CASE WHEN ${i} <= ${c.bigArtistReleases} THEN 1 ELSE 2 + (${i}) % ${c.artists - 1} END`;
  return [
    `INSERT INTO "User" (id, email, name, "passwordHash", role, brand, "createdAt", "updatedAt")
     SELECT 'scale-a-' || n, 'artist' || n || '@scale.test',
            ${pick(WORDS, h(`'an' || n`))} || ' ' || ${pick(NOUNS, h(`'an2' || n`))} || ' ' || n,
            (SELECT "passwordHash" FROM "User" WHERE email = 'artist@demo.test'), 'artist',
            ${pick(['tnm', 'mms', 'distro80', 'sgr'], h(`'ab' || n`))},
            ${T0} + (n || ' minutes')::interval, ${T0} + (n || ' minutes')::interval
     FROM generate_series(1, ${c.artists}) n`,
    `INSERT INTO "User" (id, email, name, "passwordHash", role, brand, "createdAt", "updatedAt")
     SELECT 'scale-s-' || n, 'student' || n || '@scale.test',
            ${pick(WORDS, h(`'sn' || n`))} || ' Student ' || n,
            (SELECT "passwordHash" FROM "User" WHERE email = 'artist@demo.test'), 'student', 'tnm',
            ${T0} + (n || ' minutes')::interval, ${T0} + (n || ' minutes')::interval
     FROM generate_series(1, ${c.students}) n`,
    `INSERT INTO "Release" (id, "ownerId", title, "primaryArtist", "releaseType", genre, label, "pLine", "cLine",
        "releaseDate", upc, status, "submittedAt", "approvedAt", "liveAt", "createdAt", "updatedAt", "storeIds")
     SELECT 'scale-r-' || i, 'scale-a-' || o, ${pick(WORDS, h(`'rt' || i`))} || ' ' || ${pick(NOUNS, h(`'rt2' || i`))} || ' ' || i,
            u.name, (CASE WHEN nt = 1 THEN 'single' WHEN nt < 7 THEN 'ep' ELSE 'album' END)::"ReleaseType",
            ${pick(['Pop', 'Hip-Hop', 'R&B', 'Electronic', 'Rock', 'Jazz', 'Country', 'Latin'], h(`'g' || i`))},
            'Scale Records', '2026 Scale Records', '2026 Scale Records',
            (${T0} + ((i % 700) || ' days')::interval)::date, '85' || lpad(i::text, 10, '0'), st::"ReleaseStatus",
            CASE WHEN st <> 'draft' THEN ${T0} + (i || ' minutes')::interval END,
            CASE WHEN st IN ('approved', 'distributed', 'taken_down') THEN ${T0} + (i || ' minutes')::interval + interval '1 day' END,
            CASE WHEN st IN ('distributed', 'taken_down') THEN ${T0} + (i || ' minutes')::interval + interval '2 days' END,
            ${T0} + (i || ' minutes')::interval, ${T0} + (i || ' minutes')::interval, '{}'
     FROM (SELECT i, ${ownerOf('i')} AS o, 1 + ${h(`'nt' || i`)} % 19 AS nt,
                  ${pick(
                    // 70% live, the rest across the workflow
                    [
                      'distributed',
                      'distributed',
                      'distributed',
                      'distributed',
                      'distributed',
                      'distributed',
                      'distributed',
                      'draft',
                      'under_review',
                      'approved',
                    ],
                    h(`'st' || i`),
                  )} AS st
           FROM generate_series(1, ${c.releases}) i) r
     JOIN "User" u ON u.id = 'scale-a-' || r.o`,
    // Track numbers: n = release * 20 + position, so each is unique and its ISRC too.
    bulk(`INSERT INTO "Track" (id, "releaseId", position, title, isrc, "durationMs", "createdAt", "updatedAt")
     SELECT 'scale-t-' || (i * 20 + p), 'scale-r-' || i, p,
            ${pick(NOUNS, h(`'tt' || i || '-' || p`))} || ' of ' || ${pick(WORDS, h(`'tt2' || i || '-' || p`))} || ' ' || p,
            'QZS' || lpad(((i * 20 + p) / 100000)::text, 2, '0') || '26' || lpad(((i * 20 + p) % 100000)::text, 5, '0'),
            120000 + ${h(`'d' || i || '-' || p`)} % 180000, ${T0} + (i || ' minutes')::interval, ${T0} + (i || ' minutes')::interval
     FROM generate_series(1, ${c.releases}) i, generate_series(1, 1 + ${h(`'nt' || i`)} % 19) p`),
    bulk(`INSERT INTO "TrackContributor" (id, "trackId", name, role, "userId")
     SELECT 'scale-tc-' || substr(t.id, 9), t.id, r."primaryArtist", 'main_artist', r."ownerId"
     FROM "Track" t JOIN "Release" r ON r.id = t."releaseId" WHERE t.id LIKE 'scale-t-%'`),
  ];
}
