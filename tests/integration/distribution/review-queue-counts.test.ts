// The review queue (/admin-submissions): the releases waiting for review, oldest submission first, each with
// its own number of tracks (counted for the listed releases only) and its quality-control errors.
import { db } from '@/lib/platform/db';
import { reviewQueue } from '@/lib/distribution';
import { createUser } from '../../helpers/api';
import { releaseWithTracks } from '../../helpers/royalties';

jest.setTimeout(60_000);

it('lists the waiting releases oldest submission first, each with its own track count', async () => {
  const artist = await createUser('artist');
  const at = (minutes: number) => new Date(Date.UTC(2000, 0, 1, 0, minutes));
  // Submitted long ago (the oldest in any test database): three waiting, one live (not listed).
  const made = await Promise.all([3, 1, 5, 2].map((n) => releaseWithTracks(artist.id, n)));
  const states = [
    { status: 'under_review', submittedAt: at(2) },
    { status: 'uploaded', submittedAt: at(0) },
    { status: 'under_review', submittedAt: at(1) },
    { status: 'distributed', submittedAt: at(0) },
  ] as const;
  for (const [i, r] of made.entries()) await db.release.update({ where: { id: r.id }, data: states[i] });

  const queue = await reviewQueue(3);
  expect(queue.map((r) => r.id)).toEqual([made[1].id, made[2].id, made[0].id]);
  expect(queue.map((r) => r._count.tracks)).toEqual([1, 5, 3]);
  expect(queue.every((r) => Array.isArray(r.qcErrors))).toBe(true);
  expect(queue[0].owner).toEqual({ name: artist.name, email: artist.email });
});
