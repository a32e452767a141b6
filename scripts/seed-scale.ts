// `npm run seed:scale`: fills an empty database (migrated here) with the demo data and a generated label of
// SCALE x 10,000 artists, 100,000 releases, ... (prisma/seed/scale/counts.ts). SCALE defaults to 1.
// Usage: DATABASE_URL=postgresql://... SCALE=0.01 npm run seed:scale
import { db, closeDb, isEmbedded } from '../lib/platform/db';
import { migrate } from '../lib/platform/db/migrate';
import { stopQueue } from '../lib/platform/jobs';
import { seedDemo } from '../prisma/seed';
import { seedScale } from '../prisma/seed/scale';

/** The embedded PGlite writes in one Wasm thread: past this scale the seed takes too long there (docs/performance.md). */
const EMBEDDED_MAX_SCALE = 0.01;

async function main() {
  const scale = Number(process.env.SCALE ?? 1);
  if (isEmbedded() && scale > EMBEDDED_MAX_SCALE && !process.env.SCALE_FORCE)
    throw new Error(
      `SCALE=${scale} on the embedded database: at most ${EMBEDDED_MAX_SCALE} there (set DATABASE_URL to a PostgreSQL server, or SCALE_FORCE=1)`,
    );
  const started = Date.now();
  await migrate();
  if ((await db.user.count()) > 0) throw new Error('seed:scale fills an empty database: this one already has users');
  await seedDemo(db);
  console.log(`demo data ${((Date.now() - started) / 1000).toFixed(1)} s; generating at SCALE=${scale}`);
  const c = await seedScale(db, scale, (l) => console.log(l));
  console.log(`seeded at SCALE=${scale} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(c)}`);
}

main()
  .then(() => stopQueue())
  .then(() => closeDb())
  .catch(async (err) => {
    console.error(err);
    await closeDb().catch(() => undefined);
    process.exit(1);
  });
