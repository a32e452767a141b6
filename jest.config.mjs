// Jest: unit tests (pure logic) and integration tests (route handlers against a real PostgreSQL:
// embedded PGlite in memory by default, or a fresh database on TEST_DATABASE_URL's server per file).
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const common = {
  testEnvironment: 'node',
  moduleNameMapper: {
    '^server-only$': '<rootDir>/tests/helpers/empty-module.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
};

const unit = await createJestConfig({
  ...common,
  displayName: 'unit',
  testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
})();

const integration = await createJestConfig({
  ...common,
  displayName: 'integration',
  testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
  setupFilesAfterEnv: ['<rootDir>/tests/helpers/integration-setup.ts'],
  testTimeout: 60_000,
})();

export default {
  projects: [unit, integration],
  // PGlite and pg-boss keep handles until closed in afterAll; this stops a stray one from hanging the run.
  forceExit: true,
};
