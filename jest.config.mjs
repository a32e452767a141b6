// Jest: unit tests (pure logic) and integration tests (route handlers against a real PostgreSQL:
// embedded PGlite in memory by default, or a fresh database on TEST_DATABASE_URL's server per file).
import { availableParallelism } from 'node:os';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// ESM-only packages: Jest's CommonJS runtime cannot load them, so SWC transforms them like our code,
// and the two whose `exports` offer no require/default entry are mapped to their ESM file.
const ESM_PACKAGES = [
  'file-type',
  'marked',
  'strtok3',
  'token-types',
  '@tokenizer',
  'uint8array-extras',
  'music-metadata',
  'peek-readable',
  'media-typer',
  '@borewit',
  '@tus',
  'srvx',
];

const common = {
  testEnvironment: 'node',
  moduleNameMapper: {
    '^server-only$': '<rootDir>/tests/helpers/empty-module.ts',
    '^content-type$': '<rootDir>/tests/helpers/content-type-shim.js',
    '^file-type$': '<rootDir>/node_modules/file-type/index.js',
    '^music-metadata$': '<rootDir>/node_modules/music-metadata/lib/index.js',
    '^music-metadata/lib/(.*)$': '<rootDir>/node_modules/music-metadata/lib/$1',
    '^@/(.*)$': '<rootDir>/$1',
  },
};

/** next/jest only lets a config append ignore patterns; ours must let the ESM packages through. */
async function withEsm(config) {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [
    `/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`,
    '^.+\\.module\\.(css|sass|scss)$',
  ];
  return resolved;
}

const unit = await withEsm({
  ...common,
  displayName: 'unit',
  testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
});

const integration = await withEsm({
  ...common,
  displayName: 'integration',
  testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
  globalSetup: '<rootDir>/tests/helpers/global-setup.ts',
  setupFilesAfterEnv: ['<rootDir>/tests/helpers/integration-setup.ts'],
  testTimeout: 60_000,
});

const config = {
  projects: [unit, integration],
  // testTimeout is a global option in Jest 30: inside a project it is ignored (hooks fell back to 5 s).
  testTimeout: 60_000,
  // PGlite and pg-boss keep handles until closed in afterAll; this stops a stray one from hanging the run.
  forceExit: true,
  // Jest's default is one worker less than the cores, which on these 2-core machines is one worker: the run
  // went in band, on one core, while the other waited (an integration file spends most of its time in its
  // own PGlite, or waiting on the server). Two workers: the integration tests on PGlite in 349 s instead of
  // 698 s (1,160 tests, docs/performance.md "Test suite"). Each test file has its own database either way.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  // A worker's heap grew by ~30 MB with every integration file (178 -> 494 MB over 12 PGlite files, --logHeapUsage),
  // and its files slowed with it: in the CI's PGlite pass the mean file took 7.5 s among the first 30 and 18 s among
  // the last 30. A worker whose heap passes this after a file is replaced by a fresh one.
  workerIdleMemoryLimit: '600MB',
};

export default config;
