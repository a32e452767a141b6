// The review screen's server side (issue 21): a track's audio streams to its owner and staff with Range
// support, and reviewers send a release back with a comment per field that the artist reads and that a
// resubmission clears.
jest.setTimeout(180_000);
import { db } from '@/lib/platform/db';
import { storeSeeds } from '@/lib/distribution/store-catalog';
import * as releases from '@/app/api/releases/route';
import * as release from '@/app/api/releases/[id]/route';
import * as tracks from '@/app/api/releases/[id]/tracks/route';
import * as audio from '@/app/api/releases/[id]/tracks/[trackId]/audio/route';
import * as artwork from '@/app/api/releases/[id]/artwork/route';
import * as submit from '@/app/api/releases/[id]/submit/route';
import * as review from '@/app/api/releases/[id]/review/route';
import { call, createUser } from '../../helpers/api';
import { jpeg, wav } from '../../fixtures/files';

function form(field: string, bytes: Buffer, name: string) {
  const f = new FormData();
  f.append(field, new Blob([new Uint8Array(bytes)]), name);
  return f;
}

let artist: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createUser>>;
let id: string;
let trackId: string;
let audioBytes: Buffer;

beforeAll(async () => {
  process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;
  if ((await db.store.count()) === 0)
    await db.store.createMany({ data: storeSeeds().map((s) => ({ ...s, requirements: { ...s.requirements } })) });
  artist = await createUser('artist', { name: 'Review Artist' });
  admin = await createUser('admin');
  const stores = await db.store.findMany({ where: { enabled: true }, orderBy: { rank: 'asc' }, take: 2 });
  const created = await call(releases.POST, {
    as: artist,
    body: { title: 'Blue Room', primaryArtist: 'Review Artist' },
  });
  id = created.json.id;
  await call(release.PATCH, {
    as: artist,
    method: 'PATCH',
    params: { id },
    body: {
      genre: 'Pop',
      releaseDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      storeIds: stores.map((s) => s.id),
      pLine: '2026 Review Artist',
      cLine: '2026 Review Artist',
    },
  });
  const t = await call(tracks.POST, {
    as: artist,
    params: { id },
    body: {
      title: 'Blue Room',
      contributors: [
        { name: 'Review Artist', role: 'main_artist' },
        { name: 'Rae Artist', role: 'composer' },
        { name: 'Rae Artist', role: 'lyricist' },
      ],
    },
  });
  trackId = t.json.id;
  audioBytes = wav({ seconds: 1, bits: 16 });
  expect(
    (await call(audio.POST, { as: artist, params: { id, trackId }, rawBody: form('audio', audioBytes, 'blue.wav') }))
      .status,
  ).toBe(200);
  expect(
    (
      await call(artwork.POST, {
        as: artist,
        params: { id },
        rawBody: form('artwork', await jpeg(3000, 3000), 'c.jpg'),
      })
    ).status,
  ).toBe(200);
  expect((await call(submit.POST, { as: artist, params: { id }, method: 'POST' })).json).toMatchObject({
    status: 'uploaded',
  });
});

it('streams a track to its owner and staff, whole or by byte range; a stranger gets 404', async () => {
  const whole = await call(audio.GET, { as: admin, params: { id, trackId } });
  expect(whole.status).toBe(200);
  expect(whole.headers.get('accept-ranges')).toBe('bytes');
  expect(whole.headers.get('content-type')).toMatch(/^audio\//);
  expect(Number(whole.headers.get('content-length'))).toBe(audioBytes.length);

  const part = await call(audio.GET, { as: artist, params: { id, trackId }, headers: { range: 'bytes=0-43' } });
  expect(part.status).toBe(206);
  expect(part.headers.get('content-range')).toBe(`bytes 0-43/${audioBytes.length}`);
  expect(part.headers.get('content-length')).toBe('44');

  const tail = await call(audio.GET, { as: admin, params: { id, trackId }, headers: { range: 'bytes=-10' } });
  expect(tail.status).toBe(206);
  expect(tail.headers.get('content-range')).toBe(
    `bytes ${audioBytes.length - 10}-${audioBytes.length - 1}/${audioBytes.length}`,
  );

  const beyond = await call(audio.GET, {
    as: admin,
    params: { id, trackId },
    headers: { range: `bytes=${audioBytes.length + 5}-` },
  });
  expect(beyond.status).toBe(416);

  const stranger = await createUser('artist');
  expect((await call(audio.GET, { as: stranger, params: { id, trackId } })).status).toBe(404);
  expect((await call(audio.GET, { as: null, params: { id, trackId } })).status).toBe(401);
  expect((await call(audio.GET, { as: admin, params: { id, trackId: 'nope' } })).status).toBe(404);
});

it('sends the release back with a comment per field; the artist reads them; resubmitting clears them', async () => {
  const comments = [
    { field: 'cover', comment: 'The cover has a website address on it; stores refuse that.' },
    { field: 'title', comment: 'Capitalise it as on the cover.' },
    { trackId, field: 'audio', comment: 'There is a click at 0:01.' },
    { trackId, field: 'isrc', comment: 'Leave it empty so we assign one.' },
  ];
  // Only staff, known fields, tracks of this release, something to say.
  expect(
    (await call(review.POST, { as: artist, params: { id }, body: { action: 'request_changes', comments } })).status,
  ).toBe(403);
  const badField = await call(review.POST, {
    as: admin,
    params: { id },
    body: { action: 'request_changes', comments: [{ field: 'password', comment: 'Nope nope' }] },
  });
  expect(badField.status).toBe(400);
  expect(badField.json.error).toBe('Field: Choose one of the listed fields');
  const empty = await call(review.POST, {
    as: admin,
    params: { id },
    body: { action: 'request_changes', comments: [] },
  });
  expect(empty.status).toBe(400);
  const otherTrack = await db.track.findFirstOrThrow({ where: { releaseId: { not: id } } }).catch(() => null);
  if (otherTrack) {
    const foreign = await call(review.POST, {
      as: admin,
      params: { id },
      body: { action: 'request_changes', comments: [{ trackId: otherTrack.id, field: 'audio', comment: 'Too loud' }] },
    });
    expect(foreign.status).toBe(400);
  }

  const sent = await call(review.POST, { as: admin, params: { id }, body: { action: 'request_changes', comments } });
  expect(sent.status).toBe(200);
  expect(sent.json).toMatchObject({ status: 'rejected' });
  // A second request on a release already sent back is a conflict.
  expect(
    (await call(review.POST, { as: admin, params: { id }, body: { action: 'request_changes', comments } })).status,
  ).toBe(409);

  const seen = await call(release.GET, { as: artist, params: { id } });
  expect(seen.json.status).toBe('rejected');
  expect(seen.json.rejectionReason).toBe('Changes requested: Cover art, Title, Track 1 · Audio, Track 1 · ISRC.');
  expect(seen.json.fieldComments.map((c: { label: string; comment: string }) => [c.label, c.comment])).toEqual([
    ['Cover art', comments[0].comment],
    ['Title', comments[1].comment],
    ['Track 1 · Audio', comments[2].comment],
    ['Track 1 · ISRC', comments[3].comment],
  ]);
  const notice = await db.notification.findFirst({ where: { userId: artist.id }, orderBy: { createdAt: 'desc' } });
  expect(notice?.title).toBe('Changes requested on "Blue Room"');

  // The artist fixes and resubmits: the comments described the old version and are gone.
  expect((await call(submit.POST, { as: artist, params: { id }, method: 'POST' })).json.status).toBe('uploaded');
  expect((await call(release.GET, { as: artist, params: { id } })).json.fieldComments).toEqual([]);
  expect(await db.releaseFieldComment.count({ where: { releaseId: id } })).toBe(0);
});
