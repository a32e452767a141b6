// The review queue (/admin-submissions): the releases waiting for review, oldest submission first, each with
// its own number of tracks (counted for the listed releases only) and its quality-control errors.
import { db } from '@/lib/platform/db';
import { reviewQueue } from '@/lib/distribution';
import { qcRelease, qcReleases } from '@/lib/distribution/qc/service';
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

it("checks the queue's releases in one batch with the same results as one release at a time", async () => {
  const [a, b] = [await createUser('artist'), await createUser('artist')];
  const [rel1, rel2, rel3, draft] = await Promise.all([
    releaseWithTracks(a.id, 2),
    releaseWithTracks(a.id, 1),
    releaseWithTracks(b.id, 1),
    releaseWithTracks(b.id, 1),
  ]);
  const waiting = { status: 'under_review' as const, submittedAt: new Date(Date.UTC(2000, 0, 1)) };
  for (const r of [rel1, rel2, rel3]) await db.release.update({ where: { id: r.id }, data: waiting });
  await db.release.update({ where: { id: draft.id }, data: { status: 'draft' } });
  await db.release.update({ where: { id: rel2.id }, data: { primaryArtist: 'Another Name' } });
  // rel2 repeats rel1's first recording (same owner); rel3, another owner's, takes rel1's second ISRC;
  // another owner's draft takes rel1's first (a draft does not count against a release past its submission).
  const [isrc1, isrc2] = rel1.tracks.map((t) => t.isrc!);
  await db.track.update({ where: { id: rel2.tracks[0].id }, data: { isrc: isrc1, title: rel1.tracks[0].title } });
  await db.track.update({ where: { id: rel3.tracks[0].id }, data: { isrc: isrc2 } });
  await db.track.update({ where: { id: draft.tracks[0].id }, data: { isrc: isrc1 } });

  const ids = [rel1.id, rel2.id, rel3.id, draft.id];
  const batch = await qcReleases(ids);
  for (const id of ids) expect(batch.get(id)).toEqual(await qcRelease(id));
  const errors = (id: string) => batch.get(id)!.filter((i) => i.severity === 'error' && i.rule === 'duplicates');
  expect(errors(rel1.id).map((i) => i.field)).toEqual(['tracks.1.isrc']);
  expect(errors(rel3.id)).toHaveLength(1);
  expect(errors(rel2.id)).toEqual([]);
  // The draft carries the error for the code a submitted release of another owner holds.
  expect(errors(draft.id)).toHaveLength(1);
  const queued = (await reviewQueue(50)).filter((r) => ids.includes(r.id));
  for (const r of queued) expect(r.qcErrors).toEqual(batch.get(r.id)!.filter((i) => i.severity === 'error'));
  expect(queued.map((r) => r.id).sort()).toEqual([rel1.id, rel2.id, rel3.id].sort());
  await expect(qcRelease('no-such-release')).rejects.toThrow();
});
