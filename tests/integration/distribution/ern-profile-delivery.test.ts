// Every demo release is sent with a real cover and in the DDEX Audio release profile (XSD and profile rules both
// pass); the DSP simulator, a store that checks the profile, refuses a message that breaks a rule with the rule's
// id; approval is refused while the release's message would break the profile (here: its cover file is gone).
jest.setTimeout(180_000);
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { db } from '@/lib/platform/db';
import { startsFromDemoData } from '../../helpers/demo-data';
import { buildReleaseErn, loadErnRelease } from '@/lib/distribution/ern/service';
import { validateErns } from '@/lib/distribution/ern/validate';
import { checkReleaseProfile } from '@/lib/distribution/ern/profile-rules';
import { receiveDspMessage } from '@/lib/distribution/simulator';
import { setDistributionSettings } from '@/lib/distribution/settings';
import { readFileBuffer } from '@/lib/platform/storage/service';
import { uploadRoot } from '@/lib/platform/storage/backend';
import * as releases from '@/app/api/releases/route';
import * as release from '@/app/api/releases/[id]/route';
import * as tracks from '@/app/api/releases/[id]/tracks/route';
import * as audio from '@/app/api/releases/[id]/tracks/[trackId]/audio/route';
import * as artwork from '@/app/api/releases/[id]/artwork/route';
import * as submit from '@/app/api/releases/[id]/submit/route';
import * as review from '@/app/api/releases/[id]/review/route';
import { call, createUser } from '../../helpers/api';
import { jpeg, wav } from '../../fixtures/files';

startsFromDemoData();

beforeAll(async () => {
  await setDistributionSettings({ simFailurePercent: 0, simTimeoutPercent: 0 }, null);
}, 180_000);

const tag = (xml: string, name: string) => new RegExp(`<${name}[^>]*>([^<]*)</${name}>`).exec(xml)?.[1];

it('builds every demo release with its drawn cover: valid against the XSD and the Audio profile', async () => {
  expect(await db.release.count({ where: { artworkFileId: null } })).toBe(0);
  const demo = await db.release.findMany({ orderBy: { createdAt: 'asc' }, include: { tracks: true } });
  expect(demo.length).toBeGreaterThanOrEqual(11);
  const store = await db.store.findFirstOrThrow({ orderBy: { rank: 'asc' } });
  const xmls = await Promise.all(demo.map(async (r) => buildReleaseErn(await loadErnRelease(r.id), { store })));
  const xsd = await validateErns(xmls);
  const coded = ['approved', 'distributed', 'delivery_failed', 'taken_down'];
  for (const [i, r] of demo.entries()) {
    // A release before approval has no ISRCs yet (approval issues them): rule 1058-1 is all its message lacks.
    const profile = checkReleaseProfile(xmls[i]).errors.map((e) => e.rule);
    const expected = coded.includes(r.status) ? [] : r.tracks.map(() => 'recording-isrc');
    expect({ title: r.title, xsd: xsd[i].errors, profile }).toEqual({ title: r.title, xsd: [], profile: expected });
    // The cover's technical details are the file's own: PNG, 3000 px square, the SHA-256 of its bytes.
    const file = await db.storedFile.findUniqueOrThrow({ where: { id: r.artworkFileId! } });
    const bytes = await readFileBuffer(file);
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(tag(xmls[i], 'ImageCodecType')).toBe('PNG');
    expect([tag(xmls[i], 'ImageWidth'), tag(xmls[i], 'ImageHeight')]).toEqual(['3000', '3000']);
    expect(tag(xmls[i], 'HashSumValue')).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(xmls[i].match(/<TrackRelease>/g)).toHaveLength(xmls[i].match(/<SoundRecording>/g)!.length);
  }
});

it('the simulator acknowledges a conformant message and refuses one without a TrackRelease, naming the rule', async () => {
  const live = await db.release.findFirstOrThrow({ where: { title: 'Midnight Signals' } });
  const xml = await buildReleaseErn(await loadErnRelease(live.id), { messageId: `profile-ok-${process.pid}` });
  expect((await receiveDspMessage(xml)).status).toBe(200);
  const broken = xml
    .replace(/<MessageId>[^<]*</, `<MessageId>profile-broken-${process.pid}<`)
    .replace(/<TrackRelease>\s*<ReleaseReference>R1<[\s\S]*?<\/TrackRelease>\s*/, '');
  const answer = await receiveDspMessage(broken);
  expect(answer.status).toBe(422);
  expect(answer.body.errors?.map((e) => e.message)).toEqual([
    expect.stringMatching(/SoundRecording A1 has 0 TrackReleases.*\(track-release-per-recording\)/),
  ]);
});

it('refuses approval while the message would break the profile, and approves once it keeps it', async () => {
  const artist = await createUser('artist', { name: 'Profile Artist' });
  const admin = await createUser('admin');
  const stores = await db.store.findMany({ where: { enabled: true }, orderBy: { rank: 'asc' }, take: 1 });
  const form = (field: string, bytes: Buffer, name: string) => {
    const f = new FormData();
    f.append(field, new Blob([new Uint8Array(bytes)]), name);
    return f;
  };
  const id = (
    await call(releases.POST, { as: artist, body: { title: 'Cover Story', primaryArtist: 'Profile Artist' } })
  ).json.id;
  await call(release.PATCH, {
    as: artist,
    method: 'PATCH',
    params: { id },
    body: {
      genre: 'Pop',
      releaseDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      storeIds: stores.map((s) => s.id),
      pLine: '2026 Profile Artist',
      cLine: '2026 Profile Artist',
    },
  });
  const trackId = (
    await call(tracks.POST, {
      as: artist,
      params: { id },
      body: {
        title: 'Cover Story',
        contributors: [
          { name: 'Profile Artist', role: 'main_artist' },
          { name: 'Pia Artist', role: 'composer' },
          { name: 'Pia Artist', role: 'lyricist' },
        ],
      },
    })
  ).json.id;
  const up = await call(audio.POST, {
    as: artist,
    params: { id, trackId },
    rawBody: form('audio', wav({ seconds: 2, bits: 16 }), 'cover-story.wav'),
  });
  expect(up.status).toBe(200);
  const art = await call(artwork.POST, {
    as: artist,
    params: { id },
    rawBody: form('artwork', await jpeg(3000, 3000), 'c.jpg'),
  });
  expect(art.status).toBe(200);
  expect((await call(submit.POST, { as: artist, params: { id }, method: 'POST' })).status).toBe(200);

  // The cover's bytes are gone from storage: the message can carry neither its hash nor its size read from it.
  const file = await db.storedFile.findUniqueOrThrow({ where: { id: art.json.file.id } });
  const where = path.join(uploadRoot(), file.storageKey);
  const bytes = await readFile(where);
  await rm(where);
  const refused = await call(review.POST, { as: admin, params: { id }, body: { action: 'approve' } });
  expect(refused.status).toBe(400);
  expect(refused.json.issues).toEqual([
    { path: 'profile.front-cover-file', message: expect.stringContaining('its hash (File/HashSum') },
  ]);
  const after = await db.release.findUniqueOrThrow({ where: { id }, include: { tracks: true } });
  expect([after.status, after.upc, after.tracks[0].isrc]).toEqual(['uploaded', null, null]); // nothing issued

  await writeFile(where, bytes);
  const approved = await call(review.POST, { as: admin, params: { id }, body: { action: 'approve' } });
  expect(approved.status).toBe(200);
  expect(approved.json.status).toBe('approved');
  const xml = await buildReleaseErn(await loadErnRelease(id));
  expect(checkReleaseProfile(xml).errors).toEqual([]);
  expect(tag(xml, 'ImageCodecType')).toBe('JPEG');
});
