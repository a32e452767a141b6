// Delivery pipeline end to end: N approved releases x 5 stores through the pg-boss queue to the DSP
// simulator with a share of simulated store failures; reports throughput and checks that every
// delivery ends acknowledged or failed after its retries, none lost and none duplicated.
// Run: DATABASE_URL=postgresql://postgres:postgres@localhost:5432/postgres npx tsx bench/distribution-delivery.ts [releases] [failure%]
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

async function main() {
  const releases = Number(process.argv[2] ?? 1000);
  const failure = Number(process.argv[3] ?? 10);
  const server = process.env.DATABASE_URL;
  if (!server) throw new Error('Set DATABASE_URL to a PostgreSQL server (a scratch database is created on it)');
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  process.env.LOG_LEVEL = 'error';

  const { migrate } = await import('../lib/db/migrate');
  const { db, closeDb } = await import('../lib/db');
  const { storeSeeds } = await import('../lib/distribution/store-catalog');
  const { setDistributionSettings } = await import('../lib/distribution/settings');
  const { startDeliveries } = await import('../lib/distribution/deliveries');
  const { startWorkers, stopQueue } = await import('../lib/jobs/queue');
  const { deliverReleaseWorker } = await import('../jobs/deliver-release');
  try {
    await migrate();
    await db.store.createMany({ data: storeSeeds().map((s) => ({ ...s, requirements: { ...s.requirements } })) });
    await setDistributionSettings({ simFailurePercent: failure, simTimeoutPercent: 0 }, null);
    const stores = (await db.store.findMany({ where: { enabled: true }, orderBy: { rank: 'asc' }, take: 5 })).map(
      (s) => s.id,
    );
    const owner = await db.user.create({ data: { email: 'bench@local', name: 'Bench', role: 'artist' } });
    const ids: string[] = [];
    for (let i = 0; i < releases; i++) {
      const r = await db.release.create({
        data: {
          ownerId: owner.id,
          title: `Bench ${i}`,
          primaryArtist: 'Bench Artist',
          status: 'approved',
          approvedAt: new Date(Date.now() - 1000),
          genre: 'Pop',
          label: 'Bench',
          upc: `85000${String(i).padStart(6, '0')}0`,
          storeIds: stores,
          artworkFileId: `art-${i}`,
          artworkWidth: 3000,
          artworkHeight: 3000,
          releaseDate: new Date('2026-12-24'),
          tracks: {
            create: [
              {
                position: 1,
                title: `Song ${i}`,
                isrc: `USMMS26${String(i).padStart(5, '0')}`,
                durationMs: 180_000,
                contributors: { create: [{ name: 'Bench Artist', role: 'main_artist' }] },
              },
            ],
          },
        },
      });
      ids.push(r.id);
    }
    const total = releases * stores.length;
    const t0 = performance.now();
    for (const id of ids) await startDeliveries(id, 'insert');
    const queuedSecs = (performance.now() - t0) / 1000;
    await startWorkers(
      [{ ...deliverReleaseWorker, concurrency: Number(process.env.BENCH_CONCURRENCY ?? 64) } as never],
      0.5,
    );
    for (;;) {
      const open = await db.delivery.count({ where: { status: { in: ['queued', 'sending'] } } });
      if (open === 0) break;
      await new Promise((r) => setTimeout(r, 1000));
    }
    const secs = (performance.now() - t0) / 1000;
    const by = Object.fromEntries(
      (await db.delivery.groupBy({ by: ['status'], _count: true })).map((g) => [g.status, g._count]),
    );
    const deliveries = await db.delivery.count();
    const inbox = await db.dspInboxMessage.count();
    const accepted = await db.dspInboxMessage.count({ where: { accepted: true } });
    // Every send that reached the simulator's validation counts once (a repeated MessageId increments
    // `attempts`), so a delivery sent twice shows as received > messages.
    const received = (await db.dspInboxMessage.aggregate({ _sum: { attempts: true } }))._sum.attempts ?? 0;
    const retried = await db.delivery.count({ where: { attempts: { gt: 1 } } });
    const live = await db.release.count({ where: { status: 'distributed' } });
    console.log(`${releases} releases x ${stores.length} stores = ${total} deliveries, ${failure}% simulated failures`);
    console.log(
      `queued in ${queuedSecs.toFixed(1)} s; all settled after ${secs.toFixed(1)} s: ${(total / secs).toFixed(1)} deliveries/s`,
    );
    console.log(`outcome: ${JSON.stringify(by)}; ${retried} needed retries; releases live: ${live}/${releases}`);
    console.log(
      `none lost: ${deliveries === total && (by.acknowledged ?? 0) + (by.failed ?? 0) + (by.rejected ?? 0) === total}; none duplicated: ${received === inbox}: simulator received ${received} sends of ${inbox} messages for ${deliveries} deliveries, ${accepted} accepted = ${by.acknowledged ?? 0} acknowledged`,
    );
    if (received !== inbox) process.exitCode = 1;
  } finally {
    await stopQueue();
    await closeDb();
    // Dropping the scratch database ends any connection still idle in a pool: expected here.
    process.on('uncaughtException', (e) => {
      if ((e as { code?: string }).code !== '57P01') throw e;
    });
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

void main().then(() => process.exit(0));
