// An artist's release from an empty draft to Live through the route handlers, the job queue and the
// DSP simulator; plus the bad-input cases of the issue.
jest.setTimeout(180_000);
import { db } from '@/lib/platform/db';
import { storeSeeds } from '@/lib/distribution/store-catalog';
import { startWorkers } from '@/lib/platform/jobs';
import { deliverReleaseWorker } from '@/jobs/deliver-release';
import { setDistributionSettings } from '@/lib/distribution/settings';
import * as releases from '@/app/api/releases/route';
import * as release from '@/app/api/releases/[id]/route';
import * as tracks from '@/app/api/releases/[id]/tracks/route';
import * as audio from '@/app/api/releases/[id]/tracks/[trackId]/audio/route';
import * as artwork from '@/app/api/releases/[id]/artwork/route';
import * as submit from '@/app/api/releases/[id]/submit/route';
import * as review from '@/app/api/releases/[id]/review/route';
import * as projects from '@/app/api/projects/route';
import * as simulator from '@/app/api/dsp-simulator/route';
import { simulatorCredential } from '@/lib/distribution/simulator-credential';
import { call, createUser } from '../../helpers/api';
import { jpeg, png, wav } from '../../fixtures/files';

beforeAll(async () => {
  process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;
  await db.store.createMany({ data: storeSeeds().map((s) => ({ ...s, requirements: { ...s.requirements } })) });
});

function form(field: string, bytes: Buffer, name: string) {
  const f = new FormData();
  f.append(field, new Blob([new Uint8Array(bytes)]), name);
  return f;
}

async function waitFor<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 250));
  }
}

// A test that turns the simulated outage on must not leave it on for the next one, even when it fails.
afterEach(() => setDistributionSettings({ simFailurePercent: 0 }, null));

const releaseDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

it('takes a release from draft to Live with ISRC, UPC and a logged delivery per store', async () => {
  const artist = await createUser('artist', { name: 'Ada Stone' });
  const admin = await createUser('admin');
  const stores = await db.store.findMany({ where: { enabled: true }, orderBy: { rank: 'asc' }, take: 3 });

  const created = await call(releases.POST, { as: artist, body: { title: 'First Light', primaryArtist: 'Ada Stone' } });
  expect(created.status).toBe(201);
  const id = created.json.id;
  expect(
    (
      await call(release.PATCH, {
        as: artist,
        method: 'PATCH',
        params: { id },
        body: {
          genre: 'Pop',
          releaseDate,
          storeIds: stores.map((s) => s.id),
          pLine: '2026 Ada Stone',
          cLine: '2026 Ada Stone',
        },
      })
    ).status,
  ).toBe(200);

  // Submitting an empty release names what to fix.
  const early = await call(submit.POST, { as: artist, params: { id }, method: 'POST' });
  expect(early.status).toBe(400);
  expect(early.json.issues.map((i: { path: string }) => i.path)).toEqual(expect.arrayContaining(['tracks', 'artwork']));

  const t = await call(tracks.POST, {
    as: artist,
    params: { id },
    body: {
      title: 'First Light',
      contributors: [
        { name: 'Ada Stone', role: 'main_artist' },
        { name: 'Ada Marie Stone', role: 'composer' },
        { name: 'Ada Marie Stone', role: 'lyricist' },
      ],
    },
  });
  expect(t.status).toBe(201);
  const trackId = t.json.id;

  const bad = await call(audio.POST, {
    as: artist,
    params: { id, trackId },
    rawBody: form('audio', Buffer.from('RIFF0000WAVEfmt not really audio'.repeat(200)), 'song.wav'),
  });
  expect(bad.status).toBe(400);
  const up = await call(audio.POST, {
    as: artist,
    params: { id, trackId },
    rawBody: form('audio', wav({ seconds: 1, bits: 24 }), 'first-light.wav'),
  });
  expect(up.status).toBe(200);
  expect(up.json.track).toMatchObject({
    audioFormat: 'wav',
    sampleRate: 44100,
    bitsPerSample: 24,
    channels: 2,
    durationMs: 1000,
    clippedRun: 0,
  });

  const tiny = await call(artwork.POST, {
    as: artist,
    params: { id },
    rawBody: form('artwork', await png(1, 1), 'cover.png'),
  });
  expect(tiny.status).toBe(400);
  expect(tiny.json.error).toBe('Artwork must be at least 3000 x 3000 px: this image is 1 x 1 px.');
  const art = await call(artwork.POST, {
    as: artist,
    params: { id },
    rawBody: form('artwork', await jpeg(3000, 3000), 'cover.jpg'),
  });
  expect(art.status).toBe(200);

  const sub = await call(submit.POST, { as: artist, params: { id }, method: 'POST' });
  expect(sub.json).toMatchObject({ status: 'uploaded' });
  expect((await call(review.POST, { as: artist, params: { id }, body: { action: 'approve' } })).status).toBe(403);

  // Reject with a reason, the artist resubmits, then approval.
  const rej = await call(review.POST, {
    as: admin,
    params: { id },
    body: { action: 'reject', reason: 'Please add the label name.' },
  });
  expect(rej.json).toMatchObject({ status: 'rejected', rejectionReason: 'Please add the label name.' });
  await call(release.PATCH, { as: artist, method: 'PATCH', params: { id }, body: { label: 'Stone Records' } });
  expect((await call(submit.POST, { as: artist, params: { id }, method: 'POST' })).json.status).toBe('uploaded');
  expect((await call(review.POST, { as: admin, params: { id }, body: { action: 'start_review' } })).json.status).toBe(
    'under_review',
  );

  await startWorkers([deliverReleaseWorker as never], 0.5);
  const ok = await call(review.POST, { as: admin, params: { id }, body: { action: 'approve' } });
  expect(ok.json).toMatchObject({ status: 'approved', upc: expect.stringMatching(/^8500001\d{5}$/) });
  const again = await call(review.POST, { as: admin, params: { id }, body: { action: 'approve' } });
  expect(again.status).toBe(409);

  const live = await waitFor(
    () => call(release.GET, { as: artist, params: { id } }),
    (r) => r.json.status === 'distributed',
  );
  expect({
    status: live.json.status,
    errors: live.json.deliveries.map((d: { lastError: string }) => d.lastError),
  }).toEqual({ status: 'distributed', errors: [null, null, null] });
  // Acknowledged by every store a month before its release date: in the stores, shown as Scheduled.
  expect(live.json).toMatchObject({ status: 'distributed', statusLabel: 'Scheduled', scheduled: true, progress: 100 });
  expect(live.json.tracks[0].isrcDisplay).toMatch(/^US-MMS-\d{2}-\d{5}$/);
  expect(live.json.deliveries).toHaveLength(3);
  expect(live.json.deliveries.every((d: { status: string }) => d.status === 'acknowledged')).toBe(true);
  expect(live.json.statusChanges.map((c: { toStatus: string }) => c.toStatus)).toEqual([
    'draft',
    'uploaded',
    'rejected',
    'uploaded',
    'under_review',
    'approved',
    'distributed',
  ]);
  expect(await db.dspInboxMessage.count({ where: { accepted: true } })).toBeGreaterThanOrEqual(3);

  const list = await call(projects.GET, { as: artist, url: '/api/projects?status=live' });
  expect(list.json.items[0]).toMatchObject({
    id,
    title: 'First Light',
    primaryArtist: 'Ada Stone',
    status: 'live',
    releaseDate,
    upcCode: ok.json.upc,
    isrcCode: live.json.tracks[0].isrcDisplay,
  });
  const other = await createUser('artist');
  expect((await call(projects.GET, { as: other, url: '/api/projects' })).json.total).toBe(0);
  expect((await call(release.GET, { as: other, params: { id } })).status).toBe(404);
});

it('retries a store outage with backoff and logs every attempt', async () => {
  await setDistributionSettings({ simFailurePercent: 100 }, null);
  const artist = await createUser('artist');
  const r = await db.release.create({
    data: {
      ownerId: artist.id,
      title: 'Outage',
      primaryArtist: 'X Y',
      status: 'approved',
      upc: '036000291452',
      genre: 'Pop',
      storeIds: [(await db.store.findFirstOrThrow({ where: { enabled: true } })).id],
      tracks: {
        create: [
          {
            position: 1,
            title: 'Outage',
            isrc: 'USMMS2699999',
            durationMs: 1000,
            contributors: { create: [{ name: 'X Y', role: 'main_artist' }] },
          },
        ],
      },
    },
  });
  const { startDeliveries } = await import('@/lib/distribution/deliveries');
  await startDeliveries(r.id, 'insert');
  const d = await waitFor(
    () => db.delivery.findFirstOrThrow({ where: { releaseId: r.id } }),
    (x) => x.status === 'failed',
    90_000,
  );
  expect(d).toMatchObject({ status: 'failed', attempts: 5 });
  const events = (await db.deliveryLog.findMany({ where: { deliveryId: d.id }, orderBy: { createdAt: 'asc' } })).map(
    (l) => l.event,
  );
  expect(events).toEqual([
    'queued',
    ...['attempt', 'retry', 'attempt', 'retry', 'attempt', 'retry', 'attempt', 'retry'],
    'attempt',
    'failed',
  ]);
  // The release settles right after its last delivery's outcome is written (lib/distribution/settle.ts).
  const settled = await waitFor(
    () => db.release.findUniqueOrThrow({ where: { id: r.id } }),
    (x) => x.status !== 'approved',
    10_000,
  );
  expect(settled.status).toBe('delivery_failed');
});

it('the simulator endpoint rejects schema errors with line numbers', async () => {
  const store = await db.store.findFirstOrThrow();
  const authorization = `Bearer ${simulatorCredential(store.id)}`;
  const res = await call(simulator.POST, {
    method: 'POST',
    rawBody:
      '<?xml version="1.0"?>\n<ern:NewReleaseMessage xmlns:ern="http://ddex.net/xml/ern/43" AvsVersionId="9" LanguageAndScriptCode="en">\n<MessageHeader/>\n</ern:NewReleaseMessage>',
    headers: { 'content-type': 'application/xml', authorization },
  });
  expect(res.status).toBe(422);
  expect(res.json.status).toBe('rejected');
  expect(res.json.errors[0]).toMatchObject({ line: 3 });
  expect(
    (
      await call(simulator.POST, {
        method: 'POST',
        rawBody: '',
        headers: { 'content-type': 'application/xml', authorization },
      })
    ).status,
  ).toBe(400);
});
