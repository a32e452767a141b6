// The production server the HTTP benches measure (bench/http.ts, bench/lighthouse.ts): scripts/e2e-server.mjs
// on a fresh seeded database (embedded, or a new one on a PostgreSQL server), in its own process group, and a
// demo user's session cookie.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';

function baseUrl(port: number): string {
  return `http://localhost:${port}`;
}

/**
 * Starts the production build (it must exist: npm run build) and waits for /api/version: on the embedded
 * database, or on a fresh database of the PostgreSQL server at `databaseUrl`.
 */
export async function startServer(port: number, databaseUrl?: string): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env, E2E_PORT: String(port), LOG_LEVEL: 'error' };
  if (databaseUrl) {
    env.DATABASE_URL = databaseUrl;
    // Production on a server refuses to start without its keys from the environment (lib/platform/env.ts).
    env.NEXTAUTH_SECRET ??= randomBytes(32).toString('hex');
    env.PAYOUT_ENCRYPTION_KEY ??= randomBytes(32).toString('hex');
  } else delete env.DATABASE_URL;
  // Its own process group, stopped as a whole: signalling only the script left next-server serving the port.
  const child = spawn('node', ['scripts/e2e-server.mjs'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const end = Date.now() + 240_000;
  while (Date.now() < end) {
    const ok = await fetch(`${baseUrl(port)}/api/version`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  await stopServer(child);
  throw new Error('the production server did not start in 240 s (is there a build? npm run build)');
}

/** Stops the server's whole process group (next-server included) and waits for it to exit. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    return;
  }
  await exited;
}

/** Signs in through next-auth's credentials callback and returns the session cookie header. */
export async function login(port: number, email: string): Promise<string> {
  const base = baseUrl(port);
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const csrf = await fetch(`${base}/api/auth/csrf`);
  keep(csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await fetch(`${base}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookie(), origin: base },
    body: new URLSearchParams({ email, password: 'demo-password', csrfToken, json: 'true' }),
  });
  keep(res);
  const me = await fetch(`${base}/api/auth/me`, { headers: { cookie: cookie() } });
  if (!me.ok) throw new Error(`could not sign in as ${email}: /api/auth/me answered ${me.status}`);
  return cookie();
}
