// Environment validated once; every variable has a working embedded default (see .env.example).
import { z } from 'zod';

const bool = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** A PostgreSQL server; without it the app runs on embedded PGlite under PGLITE_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgresql://')
    .optional(),
  /** Where embedded PGlite keeps its files; memory:// for a throwaway database (tests). */
  PGLITE_DIR: z.string().default('.data/pglite'),
  NEXTAUTH_SECRET: z.string().min(32).optional(),
  /** Public base URL used in emailed links. */
  APP_BASE_URL: z.string().url().default('http://localhost:3000'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Platform <no-reply@localhost>'),
  UPLOAD_DIR: z.string().default('.data/uploads'),
  /** JSON object host -> brand, merged over the built-in map. */
  BRAND_HOSTS: z.string().optional(),
  SEED_DEMO: bool,
  /** Run background jobs in this process (web default); 0 leaves them to `npm run worker`. */
  RUN_JOBS_IN_WEB: z.enum(['0', '1']).default('1'),
  /** Shared secret the inbound-email webhook sends in the x-inbound-secret header; unset refuses all inbound mail. */
  INBOUND_EMAIL_SECRET: z.string().min(16).optional(),
  /** Domain of ticket reply addresses (support+<token>@domain); defaults to the host of MAIL_FROM. */
  INBOUND_EMAIL_DOMAIN: z.string().optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

/** Parsed environment; throws one readable error listing every bad variable. */
export function env(): Env {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  cached = parsed.data;
  return cached;
}

/** Tests change the environment between files; this forgets the parsed copy. */
export function resetEnvCache(): void {
  cached = undefined;
}
