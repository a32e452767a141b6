// After approval: takedown and update messages, DDEX conformance and import, stores and settings APIs.
jest.setTimeout(180_000);
import { db } from '@/lib/platform/db';
import { startsFromDemoData } from '../../helpers/demo-data';
import { startWorkers } from '@/lib/platform/jobs';
import { deliverReleaseWorker } from '@/jobs/deliver-release';
import { buildReleaseErn, loadErnRelease } from '@/lib/distribution/ern/service';
import * as takedown from '@/app/api/releases/[id]/takedown/route';
import * as redeliver from '@/app/api/releases/[id]/redeliver/route';
import * as ern from '@/app/api/releases/[id]/ern/route';
import * as validate from '@/app/api/ddex/validate/route';
import * as importRoute from '@/app/api/ddex/import/route';
import * as stores from '@/app/api/distribution/stores/route';
import * as store from '@/app/api/distribution/stores/[id]/route';
import * as settings from '@/app/api/distribution/settings/route';
import * as projects from '@/app/api/projects/route';
import { call, createUser } from '../../helpers/api';
import { callSteppedUp } from '../../helpers/step-up';
import { enabledStoreCount, liveReleaseCount } from '@/lib/distribution/stats';

startsFromDemoData();

let admin: Awaited<ReturnType<typeof createUser>>;
let nova: { id: string; email: string; name: string; sessionVersion: number };

beforeAll(async () => {
  admin = await createUser('admin');
  nova = await db.user.findUniqueOrThrow({ where: { email: 'artist@demo.test' } });
  await startWorkers([deliverReleaseWorker as never], 0.5);
}, 180_000);

const fileForm = (xml: string) => {
  const f = new FormData();
  f.append('file', new Blob([xml], { type: 'application/xml' }), 'message.xml');
  return f;
};

async function settled(releaseId: string, kind: 'update' | 'takedown') {
  for (let i = 0; i < 240; i++) {
    const open = await db.delivery.count({ where: { releaseId, kind, status: { in: ['queued', 'sending'] } } });
    if (open === 0) return db.delivery.findMany({ where: { releaseId, kind } });
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('deliveries did not settle');
}

it('sends an update and then a takedown message per store, logged, and the release shows Taken down', async () => {
  const live = await db.release.findFirstOrThrow({ where: { title: 'Golden Hour' } });
  const up = await call(redeliver.POST, { as: admin, params: { id: live.id }, body: { mode: 'update' } });
  expect(up.json).toEqual({ queued: 8 });
  // Seeded releases have their cover (prisma/seed/covers.ts): the simulator, which checks the DDEX Audio release
  // profile, acknowledges their update messages.
  expect((await settled(live.id, 'update')).map((d) => [d.status, d.lastError])).toEqual(
    Array.from({ length: 8 }, () => ['acknowledged', null]),
  );

  const stranger = await createUser('artist');
  expect((await call(takedown.POST, { as: stranger, params: { id: live.id }, method: 'POST' })).status).toBe(404);
  const td = await call(takedown.POST, { as: nova, params: { id: live.id }, method: 'POST' });
  expect(td.json).toMatchObject({ release: { status: 'taken_down' }, queued: 8 });
  expect((await settled(live.id, 'takedown')).every((d) => d.status === 'acknowledged')).toBe(true);
  expect((await call(takedown.POST, { as: nova, params: { id: live.id }, method: 'POST' })).status).toBe(409);
  const xml = await call(ern.GET, { as: nova, params: { id: live.id }, url: '/api/x?kind=takedown' });
  expect(xml.headers.get('content-type')).toContain('application/xml');
  expect(xml.text).toContain('<EndDate>');
});

it('validates a release message and an uploaded file with line numbers, and imports a valid message as a draft', async () => {
  const r = await db.release.findFirstOrThrow({ where: { title: 'Midnight Signals' } });
  const ok = await call(validate.POST, { as: admin, body: { releaseId: r.id } });
  expect(ok.json).toMatchObject({ valid: true, errors: [] });
  const xml = await buildReleaseErn(await loadErnRelease(r.id));
  const bad = await call(validate.POST, {
    as: admin,
    rawBody: fileForm(xml.replace(/<ReleaseType>\w+/, '<ReleaseType>Mixtape')),
  });
  expect(bad.json.valid).toBe(false);
  expect(bad.json.errors[0]).toMatchObject({ line: expect.any(Number), message: expect.stringContaining('Mixtape') });

  expect((await call(importRoute.POST, { as: admin, rawBody: fileForm(xml) })).json.error).toContain('already exists');
  // Free the codes (other areas' records point at the release, so it stays).
  await db.track.updateMany({ where: { releaseId: r.id }, data: { isrc: null } });
  await db.release.update({ where: { id: r.id }, data: { upc: null } });
  const imported = await call(importRoute.POST, { as: admin, rawBody: fileForm(xml) });
  expect(imported.status).toBe(201);
  expect(imported.json).toMatchObject({ title: 'Midnight Signals', tracks: 4, upc: r.upc });
  const copy = await db.release.findUniqueOrThrow({
    where: { id: imported.json.id },
    include: { tracks: { include: { contributors: true }, orderBy: { position: 'asc' } } },
  });
  // Four tracks of 12 minutes are an EP by the stores' rule, which the message's ReleaseType follows
  // (lib/distribution/ern/release-profile.ts), whatever the artist chose.
  expect(copy).toMatchObject({ status: 'draft', primaryArtist: 'Nova Reyes', genre: 'R&B', releaseType: 'ep' });
  expect(copy.tracks[1].contributors.map((c) => c.role).sort()).toEqual([
    'composer',
    'featured_artist',
    'lyricist',
    'main_artist',
  ]);
  expect(copy.tracks[3]).toMatchObject({ instrumental: true, language: 'zxx', version: 'Interlude' });
  expect((await call(importRoute.POST, { as: admin, rawBody: fileForm('not xml at all') })).status).toBe(400);
});

it('lets a super admin after step-up switch stores off (artists then see fewer) and change settings, and counts for the command center', async () => {
  const boss = await createUser('super_admin');
  const before = await enabledStoreCount();
  expect(before).toBe(80);
  const list = await call(stores.GET, { as: admin });
  expect(list.json).toHaveLength(84);
  const spotify = list.json.find((s: { name: string }) => s.name === 'Spotify');
  expect(
    (await callSteppedUp(store.PATCH, boss, { method: 'PATCH', params: { id: spotify.id }, body: { enabled: false } }))
      .json.enabled,
  ).toBe(false);
  expect((await call(stores.GET, { as: nova })).json).toHaveLength(79);
  expect(
    (
      await callSteppedUp(store.PATCH, boss, {
        method: 'PATCH',
        params: { id: spotify.id },
        body: { endpointUrl: 'ftp://nope' },
      })
    ).status,
  ).toBe(400);
  expect((await callSteppedUp(settings.PATCH, boss, { method: 'PATCH', body: { upcPrefix: '12ab' } })).status).toBe(
    400,
  );
  expect(
    (await callSteppedUp(settings.PATCH, boss, { method: 'PATCH', body: { simFailurePercent: 25 } })).json
      .simFailurePercent,
  ).toBe(25);
  expect(await liveReleaseCount()).toBeGreaterThanOrEqual(2);
  const p = await call(projects.GET, { as: admin, url: '/api/projects?q=nova&limit=2' });
  expect(p.json.nextCursor).toEqual(expect.any(String));
  expect(p.json.items).toHaveLength(2);
  expect(p.json.total).toBeGreaterThan(2);
  expect((await call(projects.GET, { as: admin, url: '/api/projects?status=bogus' })).status).toBe(400);
});
