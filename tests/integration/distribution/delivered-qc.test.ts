// A delivered release's quality checks do not change after delivery (issue #41 item 6): a later draft that
// reuses its audio carries the duplicate-audio error itself, and the delivered release stays clean, on the
// owner's QC answer and on the release's page data.
jest.setTimeout(120_000);
import { db } from '@/lib/platform/db';
import { saveBuffer } from '@/lib/platform/storage/service';
import * as releases from '@/app/api/releases/route';
import * as tracks from '@/app/api/releases/[id]/tracks/route';
import * as audio from '@/app/api/releases/[id]/tracks/[trackId]/audio/route';
import * as qc from '@/app/api/releases/[id]/qc/route';
import { call, createUser } from '../../helpers/api';
import { wav } from '../../fixtures/files';

beforeAll(() => {
  process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;
});

function form(field: string, bytes: Buffer, name: string) {
  const f = new FormData();
  f.append(field, new Blob([new Uint8Array(bytes)]), name);
  return f;
}

type User = Awaited<ReturnType<typeof createUser>>;

/** A release the stores acknowledged, its one track carrying `bytes` as its audio. */
async function deliveredWith(owner: User, bytes: Buffer, isrc: string) {
  const file = await saveBuffer(bytes, {
    ownerId: owner.id,
    purpose: 'release_audio',
    originalName: 'master.wav',
    kinds: ['audio'],
    maxBytes: 1e7,
  });
  return db.release.create({
    data: {
      ownerId: owner.id,
      title: 'Tidewater',
      primaryArtist: 'Ines Vale',
      status: 'distributed',
      releaseDate: new Date('2026-06-05T00:00:00Z'),
      tracks: { create: [{ position: 1, title: 'Tidewater', isrc, audioFileId: file.id }] },
    },
  });
}

/** A draft of `as` whose one track has `bytes` uploaded as its audio. */
async function draftReusing(as: User, bytes: Buffer, title: string) {
  const created = await call(releases.POST, { as, body: { title, primaryArtist: 'Ines Vale' } });
  const id = created.json.id as string;
  const t = await call(tracks.POST, { as, params: { id }, body: { title } });
  const up = await call(audio.POST, { as, params: { id, trackId: t.json.id }, rawBody: form('audio', bytes, 'x.wav') });
  expect(up.status).toBe(200);
  return id;
}

const errors = (res: { json: { issues: { severity: string; message: string }[] } }) =>
  res.json.issues.filter((i) => i.severity === 'error').map((i) => i.message);

it("keeps a delivered release's checks clean when the owner's later draft reuses its audio; the draft has the error", async () => {
  const artist = await createUser('artist');
  const bytes = wav({ seconds: 1, hz: 611 });
  const delivered = await deliveredWith(artist, bytes, 'QZTST2600611');
  const before = await call(qc.GET, { as: artist, params: { id: delivered.id } });
  expect(errors(before).join(' ')).not.toMatch(/audio file/);

  const draft = await draftReusing(artist, bytes, 'Tidewater (new mix)');

  const after = await call(qc.GET, { as: artist, params: { id: delivered.id } });
  expect(errors(after)).toEqual(errors(before));
  // The draft names the released recording and the ISRC it must carry.
  const draftQc = await call(qc.GET, { as: artist, params: { id: draft } });
  expect(errors(draftQc)).toContain(
    'Track 1 "Tidewater (new mix)": this audio file is already released on "Tidewater" with ISRC QZTST2600611. It is the same recording: give this track that ISRC.',
  );
});

it("keeps a delivered release clean when another artist's draft reuses its audio; that draft is refused", async () => {
  const owner = await createUser('artist');
  const other = await createUser('artist');
  const bytes = wav({ seconds: 1, hz: 733 });
  const delivered = await deliveredWith(owner, bytes, 'QZTST2600733');
  const draft = await draftReusing(other, bytes, 'Borrowed');

  expect(errors(await call(qc.GET, { as: owner, params: { id: delivered.id } })).join(' ')).not.toMatch(/audio file/);
  const theirs = await call(qc.GET, { as: other, params: { id: draft } });
  expect(errors(theirs)).toContain('Track 1 "Borrowed": this audio file is already released on another release.');
  // A second draft reusing the file has the error too; the delivered release still has none.
  const second = await draftReusing(other, bytes, 'Borrowed again');
  expect(errors(await call(qc.GET, { as: other, params: { id: second } })).join(' ')).toMatch(
    /this audio file is already/,
  );
  expect(errors(await call(qc.GET, { as: owner, params: { id: delivered.id } })).join(' ')).not.toMatch(/audio file/);
});
