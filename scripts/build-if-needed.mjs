// Builds the production bundle unless .next already holds a build of exactly these sources.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const STAMP = '.next/source-fingerprint';

/** Commit plus uncommitted changes (null outside git, where an existing build is trusted). */
export function sourceFingerprint() {
  const git = (args) => spawnSync('git', args, { encoding: 'utf8' });
  const head = git(['rev-parse', 'HEAD']);
  if (head.status !== 0) return null;
  const diff = git(['diff', 'HEAD', '--', '.', ':!docs', ':!tests', ':!bench']).stdout ?? '';
  const untracked = git(['ls-files', '--others', '--exclude-standard', '--', '.', ':!tests', ':!bench']).stdout ?? '';
  return createHash('sha256')
    .update(head.stdout + diff + untracked)
    .digest('hex');
}

/** The sources' fingerprint, and whether .next already holds their build. */
function current() {
  const fingerprint = sourceFingerprint();
  const built =
    existsSync('.next/BUILD_ID') &&
    (fingerprint === null || (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === fingerprint));
  return { fingerprint, built };
}

/**
 * Builds in the foreground. `checked`: the caller has type-checked these sources already (`npm test`'s static
 * checks), so the build skips its own type check and writes no Turbopack cache, as `npm start`'s does: in CI on a
 * clean clone the two took 1.5 min of the build (59 s TypeScript, 30 s writing a cache nothing reuses).
 */
export function buildIfNeeded({ force = false, checked = false } = {}) {
  const { fingerprint, built } = current();
  if (built && !force) return false;
  console.log('Building the platform (first start, or the sources changed)...');
  const env = checked ? { ...process.env, START_BUILD: '1' } : process.env;
  const r = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
  if (fingerprint) writeFileSync(STAMP, fingerprint);
  return true;
}

/**
 * The same without blocking, for `npm start`, which prepares the database meanwhile. This build leaves
 * the type check to `npm run typecheck` and CI (next.config.ts, START_BUILD), and writes no Turbopack
 * cache: on a clean clone there is none to reuse, and writing it took 48 s of a 481 s build on the shared
 * machine (docs/performance.md, `npm start`). Resolves to whether it built; exits the process on failure.
 */
export function buildIfNeededInBackground({ force = false } = {}) {
  const { fingerprint, built } = current();
  if (built && !force) return Promise.resolve(false);
  console.log('Building the platform (first start, or the sources changed)...');
  const child = spawn('npx', ['next', 'build'], { stdio: 'inherit', env: { ...process.env, START_BUILD: '1' } });
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      if (code !== 0) process.exit(code ?? 1);
      if (fingerprint) writeFileSync(STAMP, fingerprint);
      resolve(true);
    }),
  );
}
