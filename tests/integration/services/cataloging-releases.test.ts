// GET /api/services/releases: the artist's own releases, newest first, each with what a cataloging
// registration still lacks (UPC, label, release date, an ISRC on every track; a release without tracks lacks ISRCs).
import { db } from '@/lib/platform/db';
import * as releasesRoute from '@/app/api/services/releases/route';
import { call, createUser } from '../../helpers/api';

it("lists the artist's releases newest first with what each lacks, and no one else's", async () => {
  const artist = await createUser('artist');
  const other = await createUser('artist');
  const stamp = `${process.pid % 1000}`.padStart(3, '0');
  const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
  const complete = await db.release.create({
    data: {
      ownerId: artist.id,
      title: 'Complete',
      primaryArtist: 'A',
      upc: `19${stamp}0000001`,
      label: 'Label',
      releaseDate: new Date('2026-02-01'),
      createdAt: at(1),
      tracks: { create: [{ position: 1, title: 'One', isrc: `QZCAT${stamp}0001` }] },
    },
  });
  const noIsrc = await db.release.create({
    data: {
      ownerId: artist.id,
      title: 'One track without ISRC',
      primaryArtist: 'A',
      label: 'Label',
      createdAt: at(2),
      tracks: {
        create: [
          { position: 1, title: 'One', isrc: `QZCAT${stamp}0002` },
          { position: 2, title: 'Two', isrc: null },
        ],
      },
    },
  });
  const empty = await db.release.create({
    data: { ownerId: artist.id, title: 'No tracks', primaryArtist: 'A', createdAt: at(3) },
  });
  await db.release.create({ data: { ownerId: other.id, title: 'Not mine', primaryArtist: 'B' } });

  const res = await call(releasesRoute.GET, { as: artist });
  expect(res.status).toBe(200);
  expect(res.json).toEqual([
    {
      id: empty.id,
      title: 'No tracks',
      artist: 'A',
      status: 'draft',
      missing: ['UPC', 'label', 'release date', 'an ISRC on every track'],
    },
    {
      id: noIsrc.id,
      title: 'One track without ISRC',
      artist: 'A',
      status: 'draft',
      missing: ['UPC', 'release date', 'an ISRC on every track'],
    },
    { id: complete.id, title: 'Complete', artist: 'A', status: 'draft', missing: [] },
  ]);
});
