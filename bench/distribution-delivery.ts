// Delivery pipeline end to end: N approved releases x 5 stores through the pg-boss queue to the DSP
// simulator with a share of simulated store failures; reports throughput and checks that every
// delivery ends acknowledged or failed after its retries, none lost and none duplicated.
// The figure is every delivery settled (retries included) over the time from the first queued to the
// last settled, with the workers running while the releases are approved; the ratio compares it with
// the first pass (every delivery's first attempt), which the retries' backoff (2-4 s, 4-8 s, 8-16 s)
// does not slow: with few deliveries that backoff, not the work, sets the figure. Goal: ≥ 50 deliveries/s, 0 lost, 0 sent twice.
// "Lost" and "sent twice" are read from the simulator's own record: every acknowledged delivery's MessageId
// must be in its inbox as accepted, every delivery must settle (a run making no progress for BENCH_STALL_S,
// default 60 s, stops and counts what is still open as lost), and the inbox must hold each message once
// (a repeated MessageId increments its attempts). BENCH_INJECT shows the bench catching each failure:
// `lost` creates the last release's deliveries without queueing their jobs; `twice` puts one acknowledged
// delivery back in the queue after the run, as a claim ignoring a settled delivery would, so it is sent again.
// Run: DATABASE_URL=postgresql://postgres:postgres@localhost:5432/postgres npx tsx bench/distribution-delivery.ts [releases] [failure%]
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { load, verdict } from './report';

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

  const { migrate } = await import('../lib/platform/db/migrate');
  const { db, closeDb } = await import('../lib/platform/db');
  const { storeSeeds } = await import('../lib/distribution/store-catalog');
  const { setDistributionSettings } = await import('../lib/distribution/settings');
  const { startDeliveries, createDeliveries, queueDeliveries } = await import('../lib/distribution/deliveries');
  const inject = process.env.BENCH_INJECT;
  const stallSecs = Number(process.env.BENCH_STALL_S ?? 60);
  const { startWorkers, stopQueue } = await import('../lib/platform/jobs');
  const { deliverReleaseWorker } = await import('../jobs/deliver-release');
  try {
    await migrate();
    await db.store.createMany({ data: storeSeeds().map((s) => ({ ...s, requirements: { ...s.requirements } })) });
    await setDistributionSettings({ simFailurePercent: failure, simTimeoutPercent: 0 }, null);
    const stores = (await db.store.findMany({ where: { enabled: true }, orderBy: { rank: 'asc' }, take: 5 })).map(
      (s) => s.id,
    );
    const owner = await db.user.create({ data: { email: 'bench@local', name: 'Bench', role: 'artist' } });
    // One real cover file for every bench release: the simulator checks the DDEX Audio release profile, whose
    // FrontCoverImage names the file's size and hash (read from the file when each message is built).
    const { saveBuffer } = await import('../lib/platform/storage/service');
    const { default: sharp } = await import('sharp');
    const cover = await saveBuffer(
      await sharp({ create: { width: 3000, height: 3000, channels: 3, background: '#335577' } })
        .png()
        .toBuffer(),
      {
        ownerId: owner.id,
        purpose: 'release_artwork',
        originalName: 'bench-cover.png',
        kinds: ['image'],
        maxBytes: 40 * 1024 * 1024,
      },
    );
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
          artworkFileId: cover.id,
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
    // The job's own settings unless BENCH_CONCURRENCY (workers) or BENCH_BATCH (jobs per poll) say otherwise.
    const workers = Number(process.env.BENCH_CONCURRENCY ?? deliverReleaseWorker.concurrency ?? 1);
    const perPoll = Number(process.env.BENCH_BATCH ?? deliverReleaseWorker.batchSize ?? 1);
    // The workers run while the releases are approved one after the other (as in the web process), so
    // the figure covers the whole pipeline: creating and queueing the deliveries, sending, retries.
    await startWorkers([{ ...deliverReleaseWorker, concurrency: workers, batchSize: perPoll } as never], 0.5);
    const t0 = performance.now();
    const wall0 = Date.now();
    for (const [k, id] of ids.entries())
      if (inject === 'lost' && k === ids.length - 1) await db.$transaction((tx) => createDeliveries(tx, id, 'insert'));
      else await startDeliveries(id, 'insert');
    const queuedSecs = (performance.now() - t0) / 1000;
    // Progress sampled every 200 ms: when each share of the deliveries had settled, and when every
    // delivery had had its first attempt.
    const marks: Record<string, number> = {};
    let firstPass = 0;
    let lastOpen = -1;
    let lastProgress = performance.now();
    for (;;) {
      const [open, untried] = await Promise.all([
        db.delivery.count({ where: { status: { in: ['queued', 'sending'] } } }),
        firstPass ? Promise.resolve(0) : db.delivery.count({ where: { attempts: 0 } }),
      ]);
      const t = (performance.now() - t0) / 1000;
      if (!firstPass && untried === 0) firstPass = t;
      for (const share of [0.5, 0.9, 0.99]) if (!marks[share] && total - open >= share * total) marks[share] = t;
      if (open === 0) break;
      if (open !== lastOpen) [lastOpen, lastProgress] = [open, performance.now()];
      else if (performance.now() - lastProgress > stallSecs * 1000) {
        console.log(`no progress for ${stallSecs} s with ${open} deliveries open: stopping`);
        break;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    const secs = (performance.now() - t0) / 1000;
    if (inject === 'twice') {
      const one = await db.delivery.findFirstOrThrow({ where: { status: 'acknowledged' } });
      await db.delivery.update({ where: { id: one.id }, data: { status: 'queued' } });
      await queueDeliveries([one.id]);
      while ((await db.delivery.count({ where: { status: { in: ['queued', 'sending'] } } })) > 0)
        await new Promise((r) => setTimeout(r, 200));
    }
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
    // Acknowledged deliveries whose MessageId the simulator has not accepted: "sent" only on our side.
    const [{ unseen }] = await db.$queryRaw<{ unseen: number }[]>`
      SELECT count(*)::int AS unseen FROM "Delivery" d
      WHERE d.status = 'acknowledged'
        AND NOT EXISTS (SELECT 1 FROM "DspInboxMessage" m WHERE m."messageId" = d."messageId" AND m.accepted)`;
    const lost = total - ((by.acknowledged ?? 0) + (by.failed ?? 0) + (by.rejected ?? 0)) + unseen;
    const twice = received - inbox;
    console.log(
      `none lost: ${deliveries === total && lost === 0} (${unseen} acknowledged but not accepted by the simulator); none duplicated: ${twice === 0}: simulator received ${received} sends of ${inbox} messages for ${deliveries} deliveries, ${accepted} accepted = ${by.acknowledged ?? 0} acknowledged`,
    );
    console.log(
      `timeline (s from the first queued): 50% settled ${marks[0.5]?.toFixed(1)}, 90% ${marks[0.9]?.toFixed(1)}, 99% ${marks[0.99]?.toFixed(1)}, all ${secs.toFixed(1)}; every first attempt done by ${firstPass.toFixed(1)}`,
    );
    // The tail: the attempts of the delivery that settled last, in seconds from the first queued.
    const last = await db.delivery.findFirst({
      where: { status: { in: ['acknowledged', 'failed', 'rejected'] } },
      orderBy: { updatedAt: 'desc' },
      include: { logs: { where: { event: 'attempt' }, orderBy: { createdAt: 'asc' } } },
    });
    if (last)
      console.log(
        `settled last: ${last.status} after ${last.attempts} attempts, at ${last.logs.map((l) => ((l.createdAt.getTime() - wall0) / 1000).toFixed(1)).join(', ')} s`,
      );
    const rate = total / secs;
    const firstRate = total / firstPass;
    const ok = verdict({
      bench: 'distribution-delivery',
      what: `store deliveries to the simulator, ${failure}% faults, ${total} deliveries (${workers} workers x ${perPoll} jobs per poll)`,
      figure: `${rate.toFixed(1)} deliveries/s (all settled in ${secs.toFixed(1)} s), ${lost} lost, ${twice} sent twice`,
      ratio: `${(rate / firstRate).toFixed(2)}x the first pass of ${firstRate.toFixed(1)}/s`,
      goal: '≥ 50 deliveries/s, 0 lost, 0 sent twice',
      pass: rate >= 50 && lost === 0 && deliveries === total && twice === 0,
    });
    console.log(`load: ${load()}`);

    process.exitCode = ok ? 0 : 1;
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

void main().then(() => process.exit(process.exitCode ?? 0));
