// `npm run seed:scale` (scripts/seed-scale.ts): the demo data, then a generated label's catalog of
// SCALE x (10,000 artists, 100,000 releases, ...) — see counts.ts. Deterministic: every value is derived
// from md5 of the row's number (no random source), so two runs at one scale write the same rows (the
// certificate codes and signatures too, given the same signing key).
import type { Db } from '../../../lib/platform/db';
import { catalogSql } from './catalog';
import { scaledCounts, type Counts } from './counts';
import { peopleSql } from './people';
import { royaltiesSql } from './royalties';
import { seedCertificates, worksSql } from './rights';
import { runStatement, totalsMismatches, totalsSql, type SeedStatement } from './totals';

export type { Counts };
/** Who the benches sign in as: the artist with `bigArtistReleases` releases and the big allocations. */
export const SCALE_BIG_ARTIST = 'artist1@scale.test';

export async function seedScale(db: Db, scale: number, log: (line: string) => void = () => undefined): Promise<Counts> {
  const c = scaledCounts(scale);
  const step = async (label: string, run: () => Promise<unknown>) => {
    const t = Date.now();
    await run();
    log(`  ${label.padEnd(40)} ${((Date.now() - t) / 1000).toFixed(1)} s`);
  };
  const sql = async (label: string, statements: SeedStatement[]) => {
    for (const [i, s] of statements.entries())
      await step(`${label} ${i + 1}/${statements.length}`, () => runStatement(db, s));
  };
  await sql('catalog', catalogSql(c));
  await sql('royalties', royaltiesSql(c));
  // The money's rows went in with triggers off: their running totals once, then every total recounted.
  await sql('totals', totalsSql());
  await step('totals check', async () => {
    const off = Object.entries(await totalsMismatches(db)).filter(([, n]) => n > 0);
    if (off.length) throw new Error(`running totals differ from a recount: ${JSON.stringify(Object.fromEntries(off))}`);
  });
  await sql('works', worksSql(c));
  await step('certificates', () => seedCertificates(db, c));
  await sql('people', peopleSql(c));
  await step('analyze', () => db.$executeRawUnsafe('ANALYZE'));
  return c;
}
