// The production build served on an existing database (bench/scale.ts): `next start` in its own process group
// with DATABASE_URL (or PGLITE_DIR: the embedded database, bench/scale-target.ts), fixed bench keys, and the signing keys of this worktree's .data/ (the seed signed the
// certificates and encrypted the payout details with them).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { targetEnv, type Target } from './scale-target';

export async function startNext(port: number, target: Target): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...targetEnv(process.env, target),
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    COOKIE_SECURE: '0',
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? 'scale-bench-session-secret-0123456789abcdef',
    NEXTAUTH_URL: `http://localhost:${port}`,
    PAYOUT_ENCRYPTION_KEY: process.env.PAYOUT_ENCRYPTION_KEY ?? readFileSync('.data/payout-key', 'utf8').trim(),
  };
  const child = spawn('npx', ['next', 'start', '-p', String(port)], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const end = Date.now() + 180_000;
  while (Date.now() < end) {
    const ok = await fetch(`http://localhost:${port}/api/version`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  await stopNext(child);
  throw new Error(`next start on port ${port} did not answer in 180 s (is there a build? npx next build --webpack)`);
}

export async function stopNext(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    return;
  }
  await exited;
}
