// Release lifecycle (issue 21): a taken-down release is re-released by staff (a legal move with its history,
// new-release messages to the stores), and a release the stores acknowledged before its date reads Scheduled.
jest.setTimeout(180_000);
import { db } from '@/lib/platform/db';
import { startsFromDemoData } from '../../helpers/demo-data';
import { startWorkers } from '@/lib/platform/jobs';
import { deliverReleaseWorker } from '@/jobs/deliver-release';
import * as takedown from '@/app/api/releases/[id]/takedown/route';
import * as redeliver from '@/app/api/releases/[id]/redeliver/route';
import * as release from '@/app/api/releases/[id]/route';
import * as projects from '@/app/api/projects/route';
import { call, createUser } from '../../helpers/api';

startsFromDemoData();

let admin: Awaited<ReturnType<typeof createUser>>;
let nova: { id: string; email: string; name: string; sessionVersion: number };

beforeAll(async () => {
  admin = await createUser('admin');
  nova = await db.user.findUniqueOrThrow({ where: { email: 'artist@demo.test' } });
  await startWorkers([deliverReleaseWorker as never], 0.5);
}, 180_000);

async function settled(releaseId: string, kind: 'insert' | 'takedown', since: Date) {
  for (let i = 0; i < 240; i++) {
    const open = await db.delivery.count({
      where: { releaseId, kind, createdAt: { gte: since }, status: { in: ['queued', 'sending'] } },
    });
    if (open === 0) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('deliveries did not settle');
}

it('re-releases a taken-down release: staff only, from Taken down only, with history and new-release messages', async () => {
  const live = await db.release.findFirstOrThrow({ where: { title: 'Golden Hour' } });
  const rerelease = { mode: 'rerelease' };
  // Not taken down yet: the move is refused.
  expect((await call(redeliver.POST, { as: admin, params: { id: live.id }, body: rerelease })).status).toBe(409);

  const t0 = new Date();
  const td = await call(takedown.POST, { as: nova, params: { id: live.id }, method: 'POST' });
  expect(td.json).toMatchObject({ release: { status: 'taken_down' } });
  await settled(live.id, 'takedown', t0);
  const down = await call(release.GET, { as: nova, params: { id: live.id } });
  expect(down.json).toMatchObject({ status: 'taken_down', statusLabel: 'Taken down', liveAt: expect.any(String) });

  // The owner cannot put it back on their own (staff re-release, which skips review).
  expect((await call(redeliver.POST, { as: nova, params: { id: live.id }, body: rerelease })).status).toBe(403);
  expect((await call(redeliver.POST, { as: admin, params: { id: 'bad id!' }, body: rerelease })).status).toBe(400);

  const t1 = new Date();
  const back = await call(redeliver.POST, { as: admin, params: { id: live.id }, body: rerelease });
  expect(back.status).toBe(200);
  expect(back.json).toMatchObject({ release: { status: 'approved', liveAt: null }, queued: 8 });
  // A second click finds it no longer taken down.
  expect((await call(redeliver.POST, { as: admin, params: { id: live.id }, body: rerelease })).status).toBe(409);

  const history = await db.releaseStatusChange.findMany({ where: { releaseId: live.id, createdAt: { gte: t1 } } });
  expect(history).toEqual([
    expect.objectContaining({ fromStatus: 'taken_down', toStatus: 'approved', actorId: admin.id }),
  ]);
  expect(
    await db.auditLog.count({ where: { action: 'release.redistribute', entityId: live.id, actorId: admin.id } }),
  ).toBe(1);
  expect(await db.delivery.count({ where: { releaseId: live.id, kind: 'insert', createdAt: { gte: t1 } } })).toBe(8);

  // The new round settles on its own, on its own acknowledgements (the seeded release has its cover and keeps the
  // release profile, so the stores acknowledge it again); the first release's do not count towards it.
  await settled(live.id, 'insert', t1);
  for (let i = 0; i < 40; i++) {
    if ((await db.release.findUniqueOrThrow({ where: { id: live.id } })).status !== 'approved') break;
    await new Promise((r) => setTimeout(r, 250));
  }
  expect((await db.release.findUniqueOrThrow({ where: { id: live.id } })).status).toBe('distributed');
  expect(
    await db.delivery.count({
      where: { releaseId: live.id, kind: 'insert', createdAt: { gte: t1 }, status: 'acknowledged' },
    }),
  ).toBe(8);
});

it('shows a release acknowledged before its release date as Scheduled until the date, then Live', async () => {
  const r = await db.release.findFirstOrThrow({ where: { title: 'Midnight Signals' } });
  expect(r.status).toBe('distributed');
  const future = new Date(Date.now() + 10 * 86_400_000);
  await db.release.update({ where: { id: r.id }, data: { releaseDate: future } });

  const detail = await call(release.GET, { as: nova, params: { id: r.id } });
  expect(detail.json).toMatchObject({ status: 'distributed', statusLabel: 'Scheduled', scheduled: true });
  const list = await call(projects.GET, { as: nova, url: '/api/projects?q=Midnight%20Signals' });
  expect(list.json.items.find((i: { id: string }) => i.id === r.id)).toMatchObject({ statusLabel: 'Scheduled' });

  await db.release.update({ where: { id: r.id }, data: { releaseDate: new Date(Date.now() - 86_400_000) } });
  const now = await call(release.GET, { as: nova, params: { id: r.id } });
  expect(now.json).toMatchObject({ statusLabel: 'Live', scheduled: false });
});
