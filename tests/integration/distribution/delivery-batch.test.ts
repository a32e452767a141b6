// Deliveries sent in batches (lib/distribution/deliver-batch.ts): each delivery of a batch ends on its own
// outcome (acknowledged by the simulator, refused by a store, queued again for a retry), is logged, and
// its release settles; a delivery listed twice is sent once.
import { db } from '@/lib/platform/db';
import { startDeliveries } from '@/lib/distribution/deliveries';
import { deliverMany } from '@/lib/distribution/deliver-batch';
import { setDistributionSettings } from '@/lib/distribution/settings';
import { saveBuffer } from '@/lib/platform/storage/service';
import { createUser } from '../../helpers/api';
import { png } from '../../fixtures/files';

jest.setTimeout(60_000);
process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;

let seq = 0;
async function store(endpointUrl = '') {
  seq += 1;
  return db.store.create({
    data: {
      slug: `batch-store-${seq}`,
      name: `Batch Store ${seq}`,
      ddexPartyId: `PADPIDA20140000${String(seq).padStart(2, '0')}X`,
      endpointUrl,
      requirements: {},
    },
  });
}

async function approvedRelease(storeIds: string[]) {
  const owner = await createUser('artist');
  seq += 1;
  // A real cover file: the message carries its size and hash, which the simulator (a store checking the DDEX
  // Audio release profile) requires.
  const cover = await saveBuffer(await png(3000, 3000), {
    ownerId: owner.id,
    purpose: 'release_artwork',
    originalName: `cover-${seq}.png`,
    kinds: ['image'],
    maxBytes: 40 * 1024 * 1024,
  });
  return db.release.create({
    data: {
      ownerId: owner.id,
      title: `Batch ${seq}`,
      primaryArtist: 'Batch Artist',
      status: 'approved',
      approvedAt: new Date(Date.now() - 1000),
      genre: 'Pop',
      label: 'Batch',
      upc: `85000${String(seq).padStart(6, '0')}0`,
      storeIds,
      artworkFileId: cover.id,
      artworkWidth: 3000,
      artworkHeight: 3000,
      releaseDate: new Date('2026-12-24'),
      tracks: {
        create: [
          {
            position: 1,
            title: 'Song',
            isrc: `USMMS26${String(seq).padStart(5, '0')}`,
            durationMs: 180_000,
            contributors: { create: [{ name: 'Batch Artist', role: 'main_artist' }] },
          },
        ],
      },
    },
  });
}

const deliveriesOf = (releaseId: string) =>
  db.delivery.findMany({
    where: { releaseId },
    include: { store: true, logs: true },
    orderBy: { store: { slug: 'asc' } },
  });

it('one batch: the simulator acknowledges, a store refuses, a duplicate is sent once, and the release settles', async () => {
  await setDistributionSettings({ simFailurePercent: 0, simTimeoutPercent: 0 }, null);
  // A private address is refused by the outbound check: the store "rejects" without a network.
  const stores = [await store(), await store(), await store('http://127.0.0.1:9/ern')];
  const release = await approvedRelease(stores.map((s) => s.id));
  expect(await startDeliveries(release.id, 'insert')).toBe(3);
  const ids = (await deliveriesOf(release.id)).map((d) => d.id);
  expect(await deliverMany([...ids, ids[0]])).toEqual(new Map());

  const after = await deliveriesOf(release.id);
  expect(after.map((d) => [d.store.slug, d.status, d.attempts])).toEqual([
    [stores[0].slug, 'acknowledged', 1],
    [stores[1].slug, 'acknowledged', 1],
    [stores[2].slug, 'rejected', 1],
  ]);
  expect(after.map((d) => d.logs.map((l) => l.event).sort())).toEqual([
    ['acknowledged', 'attempt', 'queued'],
    ['acknowledged', 'attempt', 'queued'],
    ['attempt', 'queued', 'rejected'],
  ]);
  const inbox = await db.dspInboxMessage.findMany({ where: { messageId: { in: after.map((d) => d.messageId) } } });
  expect(inbox.map((m) => [m.accepted, m.attempts, m.upc])).toEqual([
    [true, 1, release.upc],
    [true, 1, release.upc],
  ]);
  expect((await db.release.findUniqueOrThrow({ where: { id: release.id } })).status).toBe('delivery_failed');
});

it('a store outage queues each delivery again with its error for the retry, which then acknowledges it', async () => {
  const stores = [await store(), await store()];
  const release = await approvedRelease(stores.map((s) => s.id));
  await startDeliveries(release.id, 'insert');
  const ids = (await deliveriesOf(release.id)).map((d) => d.id);

  await setDistributionSettings({ simFailurePercent: 100, simTimeoutPercent: 0 }, null);
  const retry = await deliverMany(ids);
  expect([...retry.keys()].sort()).toEqual([...ids].sort());
  expect(retry.get(ids[0])?.message).toMatch(/Store answered 503/);
  const waiting = await deliveriesOf(release.id);
  expect(waiting.map((d) => [d.status, d.attempts])).toEqual([
    ['queued', 1],
    ['queued', 1],
  ]);
  expect(waiting[0].lastError).toMatch(/503 Service Unavailable/);
  expect(await db.dspInboxMessage.count({ where: { messageId: { in: waiting.map((d) => d.messageId) } } })).toBe(0);

  await setDistributionSettings({ simFailurePercent: 0, simTimeoutPercent: 0 }, null);
  expect(await deliverMany(ids)).toEqual(new Map());
  const done = await deliveriesOf(release.id);
  expect(done.map((d) => [d.status, d.attempts, d.lastError])).toEqual([
    ['acknowledged', 2, null],
    ['acknowledged', 2, null],
  ]);
  expect((await db.release.findUniqueOrThrow({ where: { id: release.id } })).status).toBe('distributed');
});
