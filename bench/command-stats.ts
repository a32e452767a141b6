// Times the command center's figures (what GET /api/stats and the tiles compute) and the roster
// reorder on a large catalog, in an in-memory PGlite (or DATABASE_URL's server when set).
// Usage: npx tsx bench/command-stats.ts [releases=20000] [roster=200]
import { performance } from 'node:perf_hooks';

async function main() {
  const releases = Number(process.argv[2] ?? 20_000);
  const rosterSize = Number(process.argv[3] ?? 200);
  if (!process.env.DATABASE_URL) process.env.PGLITE_DIR = 'memory://';
  const { getDb, closeDb } = await import('../lib/db');
  const { migrate } = await import('../lib/db/migrate');
  const { platformStats } = await import('../lib/dashboard/stats');
  const { reorderRoster } = await import('../lib/command/roster-service');
  await migrate();
  const db = getDb();
  const owner = await db.user.create({
    data: { email: `bench-${Date.now()}@test.local`, name: 'Bench', role: 'artist' },
  });
  const statuses = ['draft', 'uploaded', 'under_review', 'approved', 'distributed', 'rejected'] as const;
  for (let i = 0; i < releases; i += 1000) {
    await db.release.createMany({
      data: Array.from({ length: Math.min(1000, releases - i) }, (_, j) => ({
        ownerId: owner.id,
        title: `T${i + j}`,
        primaryArtist: 'A',
        status: statuses[(i + j) % statuses.length],
      })),
    });
  }
  await db.rosterArtist.createMany({
    data: Array.from({ length: rosterSize }, (_, i) => ({
      name: `N${i}`,
      stageName: `S${i}`,
      genre: 'G',
      displayOrder: i + 1,
    })),
  });

  const time = async (label: string, runs: number, fn: () => Promise<unknown>) => {
    await fn();
    const t: number[] = [];
    for (let i = 0; i < runs; i++) {
      const s = performance.now();
      await fn();
      t.push(performance.now() - s);
    }
    t.sort((a, b) => a - b);
    console.log(
      `${label}: median ${t[Math.floor(runs / 2)].toFixed(1)} ms, p95 ${t[Math.floor(runs * 0.95)].toFixed(1)} ms over ${runs} runs`,
    );
  };
  await time(`platformStats with ${releases} releases`, 30, () => platformStats());
  const ids = (await db.rosterArtist.findMany({ select: { id: true }, orderBy: { displayOrder: 'asc' } })).map(
    (a) => a.id,
  );
  await time(`reorder of a ${rosterSize}-artist roster (one transaction)`, 10, () =>
    reorderRoster(owner.id, { reorderedArtists: [...ids].reverse().map((id, i) => ({ id, displayOrder: i + 1 })) }),
  );
  await closeDb();
}

void main();
