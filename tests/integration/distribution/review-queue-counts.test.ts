// The review queue (/admin-submissions): the releases waiting for review, oldest submission first, each with
// its own number of tracks (counted for the listed releases only) and its quality-control errors; the queue and the
// releases in delivery paged with their totals; the catalog's counts of /system-overview.
import { db } from '@/lib/platform/db';
import { reviewQueue, reviewQueuePage, REVIEW_PAGE_SIZE } from '@/lib/distribution';
import { releasesInDelivery } from '@/lib/distribution/deliveries';
import { catalogCounts } from '@/lib/distribution/stats';
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

it('pages the queue and the releases in delivery so every release is reachable, with the totals', async () => {
  const artist = await createUser('artist');
  const made = await Promise.all([1, 1, 1, 1, 1].map(() => releaseWithTracks(artist.id, 1)));
  // The same submission time for all five, older than any other test's: the id orders them within it.
  const waiting = { status: 'under_review' as const, submittedAt: new Date(Date.UTC(1999, 0, 1)) };
  for (const r of made) await db.release.update({ where: { id: r.id }, data: waiting });
  const ids = made.map((r) => r.id).sort();

  const pages = [await reviewQueuePage(1, 2), await reviewQueuePage(2, 2), await reviewQueuePage(3, 2)];
  const before = await db.release.count({ where: { status: { in: ['uploaded', 'under_review'] } } });
  for (const p of pages) expect(p.total).toBe(before);
  // Page 3 holds the fifth, then the next oldest waiting release of the database (if any).
  expect(pages.map((p) => p.items.map((r) => r.id).slice(0, 2))).toEqual([
    ids.slice(0, 2),
    ids.slice(2, 4),
    [ids[4], ...pages[2].items.slice(1).map((r) => r.id)],
  ]);
  expect(pages[2].items.slice(1).every((r) => r.submittedAt! > waiting.submittedAt)).toBe(true);
  expect(pages[0].items[0]._count.tracks).toBe(1);
  expect((await reviewQueuePage(1)).pageSize).toBe(REVIEW_PAGE_SIZE);

  // Releases in delivery: newest change first (the future: newer than any earlier run's); a page past the end is
  // empty with the same total.
  const future = Date.now() + 500 * 365 * 24 * 3600_000;
  for (const [i, r] of made.entries()) {
    await db.release.update({
      where: { id: r.id },
      data: { status: 'distributed', updatedAt: new Date(future + i * 60_000) },
    });
  }
  const first = await releasesInDelivery(1, 3);
  const second = await releasesInDelivery(2, 3);
  expect(first.items.map((r) => r.id)).toEqual([made[4].id, made[3].id, made[2].id]);
  expect(second.items.slice(0, 2).map((r) => r.id)).toEqual([made[1].id, made[0].id]);
  expect(first.total).toBe(
    await db.release.count({ where: { status: { in: ['approved', 'distributed', 'delivery_failed', 'taken_down'] } } }),
  );
  expect((await reviewQueuePage(1, 50)).items.map((r) => r.id)).not.toContain(made[0].id);
  const past = await releasesInDelivery(Math.ceil(first.total / 3) + 1, 3);
  expect(past).toMatchObject({ items: [], total: first.total });
});

it("counts /system-overview's tracks and distinct primary artists", async () => {
  const distinct = async () => (await db.release.groupBy({ by: ['primaryArtist'] })).length;
  const before = await catalogCounts();
  expect(before).toEqual({ tracks: await db.track.count(), artists: await distinct() });
  const artist = await createUser('artist');
  const [a, b] = [await releaseWithTracks(artist.id, 2), await releaseWithTracks(artist.id, 1)];
  const name = `Only Here ${a.id}`;
  for (const r of [a, b]) await db.release.update({ where: { id: r.id }, data: { primaryArtist: name } });
  // Two releases of one new artist: one more artist, three more tracks (unless another test added some meanwhile).
  const after = await catalogCounts();
  expect(after).toEqual({ tracks: await db.track.count(), artists: await distinct() });
  expect(after.artists).toBeGreaterThanOrEqual(before.artists + 1);
  expect(after.tracks).toBeGreaterThanOrEqual(before.tracks + 3);
});
