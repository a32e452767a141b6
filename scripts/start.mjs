// `npm start`: generates the Prisma client, builds when the sources changed since the last build,
// applies migrations, seeds demo data into an empty embedded database, then serves on PORT (3000).
import { spawnSync, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { buildIfNeeded } from './build-if-needed.mjs';

const run = (cmd, args, extraEnv = {}) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

mkdirSync('.data', { recursive: true });
run('npx', ['prisma', 'generate'], { PRISMA_SCHEMA_ENGINE_BINARY: '/bin/false' });

buildIfNeeded({ force: process.argv.includes('--build') });

run('npx', ['tsx', 'scripts/prepare-db.ts']);

const port = process.env.PORT ?? '3000';
console.log(
  `\nServing on http://localhost:${port}  (brands: mms.localhost, distro80.localhost, sgr.localhost, tnm.localhost)`,
);
const server = spawn('npx', ['next', 'start', '-p', port], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
