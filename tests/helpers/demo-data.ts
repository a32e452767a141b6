// Test files that start from the demo data (prisma/seed) declare it at their top level with
// `startsFromDemoData()`; tests/helpers/integration-setup.ts then gives the file a database that already holds
// it. On PGlite the first such file of a run seeds once and leaves a dump and a copy of its uploads
// (.data/test-templates/<name>-demo*), which every later file loads instead of seeding again (the seed takes
// minutes in PGlite's Wasm). On a server the seed is quick and each file seeds its own database.
import { createHash } from 'node:crypto';
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

interface DemoFlag {
  __startsFromDemoData?: boolean;
}

/** Called at a test file's top level: its database starts with the demo data (and UPLOAD_DIR with its files). */
export function startsFromDemoData(): void {
  (globalThis as DemoFlag).__startsFromDemoData = true;
}

export function wantsDemoData(): boolean {
  return (globalThis as DemoFlag).__startsFromDemoData === true;
}

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(p);
    else if (/\.(ts|tsx|json|sql|prisma)$/.test(entry.name)) yield p;
  }
}

/**
 * Where the run's demo dump and uploads live: named by the migrated template's dump, every source the seed
 * can reach (prisma/, lib/) and today's date (the demo's dates are relative to today), so a change to any of
 * them seeds a new one.
 */
export function demoTemplatePaths(baseTemplate: string): { dump: string; uploads: string; lock: string } {
  const hash = createHash('sha256').update(path.basename(baseTemplate));
  for (const dir of ['prisma', 'lib']) for (const f of sources(dir)) hash.update(f).update(readFileSync(f));
  hash.update(new Date().toISOString().slice(0, 10));
  const stem = path.join(
    path.dirname(baseTemplate),
    `${path.basename(baseTemplate, '.tar')}-demo-${hash.digest('hex').slice(0, 12)}`,
  );
  return { dump: `${stem}.tar`, uploads: `${stem}-uploads`, lock: `${stem}.lock` };
}

const STALE_LOCK_MS = 20 * 60_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * `'ready'` when the demo dump exists (possibly after waiting for another worker that is seeding it), or
 * `'build'` when this caller took the lock and must seed and then call `publishDemoTemplate`.
 */
export async function claimDemoTemplate(paths: { dump: string; lock: string }): Promise<'ready' | 'build'> {
  for (;;) {
    if (existsSync(paths.dump)) return 'ready';
    try {
      closeSync(openSync(paths.lock, 'wx'));
      return 'build';
    } catch {
      // Another worker is seeding; a lock left by a run that was killed is taken over after a while.
      try {
        if (Date.now() - statSync(paths.lock).mtimeMs > STALE_LOCK_MS) rmSync(paths.lock, { force: true });
      } catch {
        /* the lock went away meanwhile */
      }
      await sleep(500);
    }
  }
}

/** Writes the seeded database's dump and a copy of its uploads under the run's names, then frees the lock. */
export function publishDemoTemplate(
  paths: { dump: string; uploads: string; lock: string },
  dump: Buffer,
  uploadDir: string,
): void {
  const scratch = `${paths.uploads}.${process.pid}`;
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  if (existsSync(uploadDir)) cpSync(uploadDir, scratch, { recursive: true });
  rmSync(paths.uploads, { recursive: true, force: true });
  renameSync(scratch, paths.uploads);
  writeFileSync(`${paths.dump}.${process.pid}`, dump);
  renameSync(`${paths.dump}.${process.pid}`, paths.dump); // last: its presence means the template is complete
  rmSync(paths.lock, { force: true });
}
