// `npm start`: generates the Prisma client, builds when the sources changed since the last build,
// applies migrations, seeds demo data into an empty embedded database, then serves on PORT (3000).
import { spawnSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';

const run = (cmd, args, extraEnv = {}) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

/** A fingerprint of the checkout: commit plus uncommitted changes (or nothing outside git). */
function sourceFingerprint() {
  const git = (args) => spawnSync('git', args, { encoding: 'utf8' });
  const head = git(['rev-parse', 'HEAD']);
  if (head.status !== 0) return null;
  const diff = git(['diff', 'HEAD', '--', '.', ':!.data', ':!docs']).stdout ?? '';
  const untracked = git(['ls-files', '--others', '--exclude-standard']).stdout ?? '';
  return createHash('sha256').update(head.stdout + diff + untracked).digest('hex');
}

mkdirSync('.data', { recursive: true });
run('npx', ['prisma', 'generate'], { PRISMA_SCHEMA_ENGINE_BINARY: '/bin/false' });

const stamp = '.next/source-fingerprint';
const fingerprint = sourceFingerprint();
const built = existsSync('.next/BUILD_ID') && (fingerprint === null || (existsSync(stamp) && readFileSync(stamp, 'utf8') === fingerprint));
if (!built || process.argv.includes('--build')) {
  console.log('Building the platform (first start, or the sources changed)...');
  run('npx', ['next', 'build']);
  if (fingerprint) writeFileSync(stamp, fingerprint);
}

run('npx', ['tsx', 'scripts/prepare-db.ts']);

const port = process.env.PORT ?? '3000';
console.log(`\nServing on http://localhost:${port}  (brands: mms.localhost, distro80.localhost, sgr.localhost, tnm.localhost)`);
const server = spawn('npx', ['next', 'start', '-p', port], { stdio: 'inherit', env: { NODE_ENV: 'production', ...process.env } });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
