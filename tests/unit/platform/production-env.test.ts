// Production on a PostgreSQL server refuses to start without its keys from the environment.
import { productionSecretsProblem, type Env } from '@/lib/platform/env';

const base = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgresql://db/app',
  NEXTAUTH_SECRET: 'x'.repeat(40),
  PAYOUT_ENCRYPTION_KEY: 'y'.repeat(40),
} as Env;

describe('productionSecretsProblem', () => {
  it('names each missing key in production with DATABASE_URL', () => {
    expect(productionSecretsProblem({ ...base, NEXTAUTH_SECRET: undefined })).toMatch(/NEXTAUTH_SECRET/);
    expect(productionSecretsProblem({ ...base, PAYOUT_ENCRYPTION_KEY: undefined })).toMatch(/PAYOUT_ENCRYPTION_KEY/);
    expect(productionSecretsProblem({ ...base, NEXTAUTH_SECRET: undefined, PAYOUT_ENCRYPTION_KEY: undefined })).toMatch(
      /NEXTAUTH_SECRET and PAYOUT_ENCRYPTION_KEY/,
    );
  });

  it('accepts production with both keys, and the embedded default (no DATABASE_URL) or development without them', () => {
    expect(productionSecretsProblem(base)).toBeNull();
    // npm start's bundled PostgreSQL: one local instance, its key files beside its data, as with PGlite
    expect(
      productionSecretsProblem({
        ...base,
        DATABASE_BUNDLED: true,
        NEXTAUTH_SECRET: undefined,
        PAYOUT_ENCRYPTION_KEY: undefined,
      }),
    ).toBeNull();
    expect(
      productionSecretsProblem({
        ...base,
        DATABASE_URL: undefined,
        NEXTAUTH_SECRET: undefined,
        PAYOUT_ENCRYPTION_KEY: undefined,
      }),
    ).toBeNull();
    expect(
      productionSecretsProblem({
        ...base,
        NODE_ENV: 'development',
        NEXTAUTH_SECRET: undefined,
        PAYOUT_ENCRYPTION_KEY: undefined,
      }),
    ).toBeNull();
  });
});
