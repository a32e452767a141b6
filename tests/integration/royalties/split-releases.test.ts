// The split editor's release picker (GET /api/royalties/splits/releases): the artist's own releases, newest
// first, each with its own number of release split sheets and tracks, on every page (counted for the page only).
import { db } from '@/lib/platform/db';
import * as releasesRoute from '@/app/api/royalties/splits/releases/route';
import { call, createUser } from '../../helpers/api';
import { releaseWithTracks } from '../../helpers/royalties';

jest.setTimeout(60_000);

type Item = { id: string; _count: { splitSheets: number; tracks: number } };

it("pages through the artist's releases with each release's split sheets and tracks", async () => {
  const artist = await createUser('artist');
  const other = await createUser('artist');
  const older = await releaseWithTracks(artist.id, 3);
  const newer = await releaseWithTracks(artist.id, 1);
  const others = await releaseWithTracks(other.id, 4);
  await db.release.update({ where: { id: older.id }, data: { createdAt: new Date('2026-01-01T00:00:00Z') } });
  await db.release.update({ where: { id: newer.id }, data: { createdAt: new Date('2026-02-01T00:00:00Z') } });
  // Two release sheets on the older release, a track's sheet (not the release's), and one on the other artist's.
  await db.splitSheet.createMany({
    data: [
      { releaseId: older.id, effectiveFrom: '2026-01' },
      { releaseId: older.id, effectiveFrom: '2026-06' },
      { trackId: newer.tracks[0].id, effectiveFrom: '2026-01' },
      { releaseId: others.id, effectiveFrom: '2026-01' },
    ],
  });

  const seen: Item[] = [];
  let cursor = '';
  do {
    const page = await call(releasesRoute.GET, { as: artist, url: `/api/royalties/splits/releases?limit=1${cursor}` });
    expect(page.status).toBe(200);
    expect(page.json.total).toBe(2);
    seen.push(...page.json.items);
    cursor = page.json.nextCursor ? `&cursor=${page.json.nextCursor}` : '';
  } while (cursor);
  expect(seen.map((r) => [r.id, r._count])).toEqual([
    [newer.id, { splitSheets: 0, tracks: 1 }],
    [older.id, { splitSheets: 2, tracks: 3 }],
  ]);
});
