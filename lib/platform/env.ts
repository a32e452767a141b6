// Environment validated once; every variable has a working embedded default (see .env.example).
import { z } from 'zod';

const bool = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * A PostgreSQL server; without it the app runs on embedded PGlite under PGLITE_DIR. `npm start` sets it to
   * the bundled PostgreSQL it starts (scripts/bundled-postgres.mjs), with DATABASE_BUNDLED=1.
   */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgresql://')
    .optional(),
  /** DATABASE_URL is the launcher's bundled PostgreSQL: one local instance, like PGlite (demo data, key files). */
  DATABASE_BUNDLED: bool,
  /** Where embedded PGlite keeps its files; memory:// for a throwaway database (tests). */
  PGLITE_DIR: z.string().default('.data/pglite'),
  /** A dump (PGlite's dumpDataDir) a memory:// database starts from: the tests migrate once and load it per file. */
  PGLITE_TEMPLATE: z.string().optional(),
  /**
   * PGlite's buffer pool (PostgreSQL's shared_buffers). PostgreSQL touches all of it at start, and a Wasm
   * memory never shrinks: this is memory the web process holds from its first request (docs/performance.md).
   */
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d+(kB|MB|GB)$/, 'a size such as 32MB')
    .default('32MB'),
  NEXTAUTH_SECRET: z.string().min(32).optional(),
  /**
   * Public base URL of emailed links when nothing better is known (lib/platform/brands/public-url.ts): a brand's
   * configured address (BRAND_PUBLIC_URLS) and the trusted address a request came in on come first.
   */
  APP_BASE_URL: z.string().url().default('http://localhost:3000'),
  /** JSON object brand -> public base URL, e.g. {"mastermusicsafe":"https://mastermusicsafe.com"}: each brand's links. */
  BRAND_PUBLIC_URLS: z.string().optional(),
  SMTP_URL: z.string().optional(),
  /**
   * The local mail catcher (/dev/mailbox, loopback only) that shows the full messages when there is no SMTP:
   * on by default outside production; '1' turns it on in production too (`npm start` does, without SMTP_URL),
   * '0' off. Never on while SMTP_URL is set.
   */
  MAIL_CATCHER: z.enum(['0', '1']).optional(),
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
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).optional(),
  /** Session signing key file when NEXTAUTH_SECRET is not set (embedded default only). */
  AUTH_SECRET_FILE: z.string().default('.data/auth-secret'),
  /** Key of payout details' encryption at rest; else a generated one kept in PAYOUT_KEY_FILE. */
  PAYOUT_ENCRYPTION_KEY: z.string().min(16).optional(),
  PAYOUT_KEY_FILE: z.string().default('.data/payout-key'),
  PAYOUT_MINIMUM_CENTS: z.string().optional(),
  /** Stripe's secret key: service payments, Connect payouts; without it orders wait for a manual payment. */
  STRIPE_SECRET_KEY: z.string().optional(),
  /** Stripe's API host (https://api.stripe.com); tests point it at a local fake. */
  STRIPE_API_BASE: z.string().url().default('https://api.stripe.com'),
  /** Signing secret (whsec_...) of the webhook endpoint /api/stripe/webhook for the platform account's events. */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Signing secret of a Connect endpoint (Stripe signs Connect events separately); also /api/stripe/webhook. */
  STRIPE_CONNECT_WEBHOOK_SECRET: z.string().optional(),
  STATEMENT_MAX_BYTES: z.string().optional(),
  /** '1' or '0' forces Secure cookies on or off; by default they are Secure in production. */
  COOKIE_SECURE: z.enum(['0', '1']).optional(),
  /** How many reverse proxies in front of the app append to X-Forwarded-For (0: the socket is the client). */
  TRUSTED_PROXY_COUNT: z.coerce.number().int().min(0).max(10).default(0),
  /** S3-compatible bucket for uploads and drive files; unset keeps them under UPLOAD_DIR. */
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** Another S3-compatible service (MinIO, R2 ...) instead of AWS. */
  S3_ENDPOINT: z.string().optional(),
  /** '1': bucket in the path (most S3-compatible services), not in the host name. */
  S3_FORCE_PATH_STYLE: bool,
  /** Both or neither: without them the AWS SDK's default credentials (AWS_* variables, instance role). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Default drive quota per confirmed account, in bytes (an admin's per-user quota wins). */
  DRIVE_QUOTA_BYTES: z.string().regex(/^\d+$/, 'a whole number of bytes').optional(),
  DDEX_SCHEMA_DIR: z.string().optional(),
  BRAIN_SCAN_ROOT: z.string().optional(),
  /** The OpenAI-compatible chat API of the assistant; all three, else the offline responder (lib/brain/llm.ts). */
  LLM_BASE_URL: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  LLM_API_KEY: z.string().optional(),
  /** Google API key of the integrations' probe (YouTube Data API); YOUTUBE_API_KEY is read when it is unset. */
  GOOGLE_API_KEY: z.string().optional(),
  YOUTUBE_API_KEY: z.string().optional(),
  /** Ed25519 key (PKCS#8 PEM, \\n for line breaks) signing copyright certificates; else RIGHTS_KEY_FILE. */
  RIGHTS_SIGNING_KEY: z.string().optional(),
  /** Where the generated certificate signing key is kept when RIGHTS_SIGNING_KEY is not set. */
  RIGHTS_KEY_FILE: z.string().default('.data/rights-signing-key.pem'),
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

/**
 * In production on a PostgreSQL server the signing and payout keys must come from the environment:
 * generated files would differ between instances and vanish with a container. The bundled server is one
 * local instance whose files sit beside the key files, as PGlite's do. Returns the problem, or null.
 */
export function productionSecretsProblem(e: Env = env()): string | null {
  if (e.NODE_ENV !== 'production' || !e.DATABASE_URL || e.DATABASE_BUNDLED) return null;
  const missing = [!e.NEXTAUTH_SECRET && 'NEXTAUTH_SECRET', !e.PAYOUT_ENCRYPTION_KEY && 'PAYOUT_ENCRYPTION_KEY'].filter(
    Boolean,
  );
  return missing.length
    ? `Refusing to start: production with DATABASE_URL needs ${missing.join(' and ')} set in the environment.`
    : null;
}

/** The environment a child process is given: this process's, with `extra` over it. */
export function childProcessEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}

/** Names of the variables set in this process, never their values (the assistant's code scan reports them). */
export function setVariableNames(): string[] {
  return Object.keys(process.env).filter((n) => process.env[n] !== undefined);
}

/**
 * The port this server listens on, or null before it listens. Read on every call, not through `env()`: the parsed
 * environment is cached on first use, and `next start` sets PORT only once the server is listening, so a copy
 * parsed earlier (at import time, during start-up) would never see it.
 */
export function listeningPort(): string | null {
  return process.env.PORT || null;
}

/** Sets a variable other libraries read from the environment (next-auth), unless already set. */
export function setProcessEnvDefault(name: string, value: string): void {
  process.env[name] ??= value;
}

/** Whether APP_BASE_URL is set in the environment (not its default): links then prefer it to a loopback address. */
export function appBaseUrlConfigured(): boolean {
  return !!process.env.APP_BASE_URL;
}

/** Tests change the environment between files; this forgets the parsed copy. */
export function resetEnvCache(): void {
  cached = undefined;
}
