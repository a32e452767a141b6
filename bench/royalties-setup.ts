// Shared set-up of the royalties benchmarks: a fresh database (a new one on DATABASE_URL's server, or
// an embedded PGlite folder), migrated, with one artist, a co-writer and a release of many tracks.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { Client } from 'pg';

export async function freshDatabase(label: string): Promise<() => Promise<void>> {
  const server = process.env.DATABASE_URL;
  if (server) {
    const name = `bench_${label}_${randomBytes(4).toString('hex')}`;
    const admin = new Client({ connectionString: server });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(server);
    url.pathname = `/${name}`;
    process.env.DATABASE_URL = url.toString();
    return async () => {
      const c = new Client({ connectionString: server });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const dir = `.data/bench-${label}`;
  rmSync(dir, { recursive: true, force: true });
  process.env.PGLITE_DIR = `${dir}/pglite`;
  process.env.UPLOAD_DIR = `${dir}/uploads`;
  return async () => rmSync(dir, { recursive: true, force: true });
}

export async function catalog(tracks: number) {
  const { db } = await import('../lib/platform/db');
  const { migrate } = await import('../lib/platform/db/migrate');
  await migrate();
  const artist = await db.user.create({
    data: { email: 'bench-artist@bench.test', name: 'Bench Artist', role: 'artist' },
  });
  const cowriter = await db.user.create({
    data: { email: 'bench-cowriter@bench.test', name: 'Bench Cowriter', role: 'artist' },
  });
  const release = await db.release.create({
    data: {
      ownerId: artist.id,
      title: 'Bench Release',
      primaryArtist: 'Bench Artist',
      status: 'distributed',
      upc: '190000000017',
      tracks: {
        create: Array.from({ length: tracks }, (_, i) => ({
          position: i + 1,
          title: `Bench Track ${i + 1}`,
          isrc: `QZBEN26${String(i + 1).padStart(5, '0')}`,
        })),
      },
    },
    include: { tracks: true },
  });
  await db.splitSheet.create({
    data: {
      releaseId: release.id,
      effectiveFrom: '2020-01',
      shares: {
        create: [
          { name: 'Bench Artist', role: 'main_artist', shareBps: 6667, userId: artist.id },
          { name: 'Bench Cowriter', role: 'composer', shareBps: 3333, userId: cowriter.id },
        ],
      },
    },
  });
  return { db, artist, cowriter, release };
}
