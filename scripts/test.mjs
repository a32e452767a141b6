// `npm test`: the whole suite. Format, type-check, lint, dependency rules, access and audit rules, unused code (knip), schema/migration agreement, unit and integration tests
// (against DATABASE_URL's server when set, else in-memory PGlite), with a server also the scale-out test
// (scripts/scale-out.mjs), a production build, then e2e (against the server, else the bundled PostgreSQL
// that npm start runs: scripts/e2e-server.mjs).
// `npm test -- --skip-e2e` stops after the unit and integration tests (.ci/run's server pass).
// `npm test -- --skip-checks` leaves out the static checks and the unit tests, which do not depend on the database
// (.ci/run's second pass, on the same tree the first pass checked).
// The production build leaves out Next's own type check (the static checks ran tsc on these sources, or were
// skipped on purpose) and writes no Turbopack cache, as npm start's build does (scripts/build-if-needed.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { buildIfNeeded } from './build-if-needed.mjs';

const started = Date.now();
const step = (label, cmd, args, env = {}) => {
  const t = Date.now();
  console.log(`\n=== ${label} ===`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error(`\n${label} failed.`);
    process.exit(r.status ?? 1);
  }
  console.log(`--- ${label}: ${((Date.now() - t) / 1000).toFixed(1)} s`);
};

/** Runs each lane's checks in order, the lanes side by side; exits with the first failure's status once all lanes end. */
async function lanes(list) {
  const run = (label, cmd, args) =>
    new Promise((resolve) => {
      const t = Date.now();
      const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
      const out = [];
      child.stdout.on('data', (d) => out.push(d));
      child.stderr.on('data', (d) => out.push(d));
      child.on('close', (code) => {
        console.log(`\n=== ${label} ===`);
        process.stdout.write(Buffer.concat(out));
        if (code === 0) console.log(`--- ${label}: ${((Date.now() - t) / 1000).toFixed(1)} s`);
        else console.error(`\n${label} failed.`);
        resolve(code ?? 1);
      });
    });
  const codes = await Promise.all(
    list.map(async (lane) => {
      for (const [label, cmd, args] of lane) {
        const code = await run(label, cmd, args);
        if (code !== 0) return code;
      }
      return 0;
    }),
  );
  const failed = codes.find((c) => c !== 0);
  if (failed !== undefined) process.exit(failed);
}

const server = process.env.DATABASE_URL;
console.log(
  server
    ? `Database: PostgreSQL server (${new URL(server).host})`
    : 'Database: in-memory PGlite for the integration tests, the bundled PostgreSQL for the browser tests',
);

const checks = !process.argv.includes('--skip-checks');
step('Prisma client', 'npx', ['prisma', 'generate'], { PRISMA_SCHEMA_ENGINE_BINARY: '/bin/false' });
if (checks) {
  // Two lanes at once, one per core (the checks are single-threaded): 92 s instead of 171 s in CI. Each check's
  // output is printed whole when it ends, so lanes do not interleave their lines.
  await lanes([
    [
      ['Type-check', 'npx', ['tsc', '--noEmit']],
      ['Unused files and exports (knip)', 'npx', ['knip', '--no-progress', '--no-config-hints']],
      ['Dependency rules (dependency-cruiser: floors, domain faces, cycles)', 'npm', ['run', '--silent', 'lint:deps']],
      ['Access and audit rules (scripts/audit-writes.ts)', 'npm', ['run', '--silent', 'lint:access']],
    ],
    [
      ['Format (Prettier)', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']],
      ['Lint (ESLint)', 'npx', ['eslint', '--max-warnings', '0', '.']],
      [
        'Schema matches migrations',
        'node',
        ['--experimental-wasm-modules', '--no-warnings', 'scripts/db-diff.mjs', '--check'],
      ],
    ],
  ]);
}
const jestEnv = { NODE_OPTIONS: '--experimental-vm-modules', TEST_DATABASE_URL: server ?? '' };
if (!server) delete process.env.TEST_DATABASE_URL;
step(
  checks ? 'Unit and integration tests' : 'Integration tests',
  'npx',
  ['jest', '--ci', ...(checks ? [] : ['--selectProjects', 'integration'])],
  server ? jestEnv : { NODE_OPTIONS: jestEnv.NODE_OPTIONS },
);
if (server) {
  // Several processes need a PostgreSQL server, so the scale-out proof runs in the server pass only. The build
  // it needs is the one the browser tests use (build-if-needed reuses it for the same sources).
  console.log('\n=== Production build (for the scale-out test) ===');
  buildIfNeeded({ checked: true });
  step('Scale-out: two web processes and a worker on one database', 'node', ['scripts/scale-out.mjs']);
}
if (process.argv.includes('--skip-e2e')) {
  console.log(
    `\nSkipped the build and browser tests (--skip-e2e). Passed in ${((Date.now() - started) / 60000).toFixed(1)} min.`,
  );
  process.exit(0);
}
console.log('\n=== Production build ===');
buildIfNeeded({ checked: true });
step('Browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test']);
console.log(`\nAll tests passed in ${((Date.now() - started) / 60000).toFixed(1)} min.`);
