// Applies migrations and seeds demo data when the database is empty (embedded or bundled) or SEED_DEMO=1.
// Usage: tsx scripts/prepare-db.ts [--no-seed]
import { db, closeDb, isEmbedded } from '../lib/platform/db';
import { migrate } from '../lib/platform/db/migrate';
import { env } from '../lib/platform/env';
import { stopQueue } from '../lib/platform/jobs';
import { seedDemo, DEMO_ACCOUNTS, DEMO_PASSWORD } from '../prisma/seed';

async function main() {
  const applied = await migrate();
  console.log(
    applied.length ? `Applied ${applied.length} migration(s): ${applied.join(', ')}` : 'Database schema is up to date.',
  );
  if (process.argv.includes('--no-seed')) return;
  const empty = (await db.user.count()) === 0;
  const wanted = env().SEED_DEMO || env().DATABASE_BUNDLED || isEmbedded();
  if (empty && wanted) {
    const started = Date.now();
    await seedDemo(db);
    console.log(`Seeded demo data in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } else if (env().SEED_DEMO && !empty) {
    console.log('SEED_DEMO=1 but the database already has users: demo data not added again.');
  }
  if (await db.user.findUnique({ where: { email: DEMO_ACCOUNTS[0].email } })) {
    console.log(`\nDemo accounts (password "${DEMO_PASSWORD}"):`);
    for (const a of DEMO_ACCOUNTS) console.log(`  ${a.role.padEnd(12)} ${a.email}`);
  }
}

main()
  // Seeding can queue jobs (notification emails): stop the queue so the process can exit.
  .then(() => stopQueue())
  .then(() => closeDb())
  .catch(async (err) => {
    console.error(err);
    await closeDb().catch(() => undefined);
    process.exit(1);
  });
