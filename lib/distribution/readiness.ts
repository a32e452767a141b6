// Checks behind /operational-readiness and /system-overview: is each part of distribution working now?
import { existsSync } from 'node:fs';
import path from 'node:path';
import { db, isEmbedded } from '../platform/db';
import { env } from '../platform/env';
import { getBoss } from '../platform/jobs';
import { deliverJob } from './deliveries';
import { SHIPPED_SCHEMA_DIR, schemaDir, validateErn } from './ern/validate';
import { buildErn } from './ern/builder';
import { getDistributionSettings } from './settings';

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

export async function readinessChecks(): Promise<Check[]> {
  const checks: Check[] = [];
  const add = async (name: string, fn: () => Promise<string>) => {
    try {
      checks.push({ name, ok: true, detail: await fn() });
    } catch (err) {
      checks.push({ name, ok: false, detail: (err as Error).message });
    }
  };
  await add(
    'Database',
    async () =>
      `${isEmbedded() ? 'embedded PGlite' : env().DATABASE_BUNDLED ? 'bundled PostgreSQL' : 'PostgreSQL server'}; ${await db.release.count()} releases`,
  );
  await add('DDEX ERN 4.3 / 4.3.2 schemas', async () => {
    const dir = schemaDir();
    // The project-relative folder for the shipped copy: no server path on the page (and none too long for a phone)
    const where = dir === SHIPPED_SCHEMA_DIR ? `shipped (${path.relative(process.cwd(), dir)})` : 'DDEX_SCHEMA_DIR';
    return `${where}${existsSync(path.join(dir, 'ern432')) ? '' : '; no ern432/: 4.3.2 messages are refused'}`;
  });
  await add('ERN validation', async () => {
    const sample = buildErn(
      {
        id: 'readiness',
        title: 'Readiness',
        primaryArtist: 'Platform',
        releaseType: 'single',
        genre: 'Pop',
        label: 'Platform',
        pLine: '',
        cLine: '',
        releaseDate: new Date(),
        originalReleaseDate: null,
        explicit: false,
        language: 'en',
        territories: ['WW'],
        upc: null,
        artworkFileId: null,
        tracks: [],
      },
      {
        messageId: 'readiness',
        sender: { partyId: 'PADPIDA0000000000A', name: 'Platform' },
        recipient: { partyId: 'PADPIDA0000000001S', name: 'Simulator' },
        createdAt: new Date(),
        kind: 'insert',
      },
    );
    const t = Date.now();
    const r = await validateErn(sample);
    if (!r.valid) throw new Error(`a sample message fails: ${r.errors[0]?.message}`);
    return `libxml2 validates a sample message in ${Date.now() - t} ms`;
  });
  await add('Job queue', async () => {
    const boss = await getBoss();
    const size = await boss.getQueueSize(deliverJob.name).catch(() => 0);
    return `pg-boss running; ${size} delivery jobs waiting`;
  });
  await add('Stores', async () => {
    const n = await db.store.count({ where: { enabled: true } });
    if (n === 0) throw new Error('No store is enabled');
    return `${n} enabled`;
  });
  await add('Codes', async () => {
    const s = await getDistributionSettings();
    return `ISRC registrant ${s.isrcRegistrant}, ${s.barcodeType === 'upc_a' ? 'UPC-A' : 'EAN-13'} prefix ${s.upcPrefix}`;
  });
  await add('Deliveries in the last 24 h', async () => {
    const since = new Date(Date.now() - 86_400_000);
    const [acked, failed] = await Promise.all([
      db.delivery.count({ where: { acknowledgedAt: { gte: since } } }),
      db.delivery.count({ where: { status: { in: ['failed', 'rejected'] }, updatedAt: { gte: since } } }),
    ]);
    if (failed > 0 && acked === 0) throw new Error(`${failed} failed, none acknowledged`);
    return `${acked} acknowledged, ${failed} failed or rejected`;
  });
  await add('Stuck deliveries', async () => {
    const stuck = await db.delivery.count({
      where: { status: 'sending', updatedAt: { lt: new Date(Date.now() - 15 * 60_000) } },
    });
    if (stuck) throw new Error(`${stuck} deliveries have been sending for over 15 minutes`);
    return 'none';
  });
  return checks;
}
