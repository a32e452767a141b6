// Builds the production bundle unless .next already holds a build of exactly these sources.
import { spawnSync } from 'node:child_process';
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

export function buildIfNeeded({ force = false } = {}) {
  const fingerprint = sourceFingerprint();
  const current =
    existsSync('.next/BUILD_ID') &&
    (fingerprint === null || (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === fingerprint));
  if (current && !force) return false;
  console.log('Building the platform (first start, or the sources changed)...');
  const r = spawnSync('npx', ['next', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
  if (fingerprint) writeFileSync(STAMP, fingerprint);
  return true;
}
