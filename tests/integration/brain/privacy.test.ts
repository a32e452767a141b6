// Assistant privacy (issue 13): a team id from the request never widens what an admin sees; agent logs show
// an admin their own conversations (the super admin all); the code scan keeps variable names, never values.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as memories from '@/app/api/brain/memories/route';
import * as logs from '@/app/api/brain/agent/logs/route';
import { db } from '@/lib/platform/db';
import { scanEnv } from '@/lib/brain/scan/analyse';
import { call, createUser } from '../../helpers/api';

it('another admin cannot read a memory by naming its team', async () => {
  const author = await createUser('admin');
  const snoop = await createUser('admin');
  const taught = await call(memories.POST, {
    url: '/api/brain/memories',
    as: author,
    body: { title: 'Payout override code', content: 'Secret team workflow', teamId: 'finance' },
  });
  expect(taught.status).toBeLessThan(300);
  const own = await call(memories.GET, { url: '/api/brain/memories?teamId=finance', as: author });
  expect(own.json.memories.map((m: { title: string }) => m.title)).toContain('Payout override code');
  for (const url of ['/api/brain/memories?teamId=finance', '/api/brain/memories?teamId=finance&search=payout']) {
    const res = await call(memories.GET, { url, as: snoop });
    expect(res.status).toBe(200);
    expect(res.json.memories).toEqual([]);
  }
});

it("agent logs: an admin sees only their own conversations, the super admin everyone's", async () => {
  const a = await createUser('admin');
  const b = await createUser('admin');
  const sa = await createUser('super_admin');
  for (const [u, q] of [
    [a, 'question of A'],
    [b, 'question of B'],
  ] as const)
    await db.brainAgentLog.create({
      data: { traceId: q, agentId: 'responder', event: 'answer', userId: u.id, meta: { q } },
    });
  const seen = async (as: typeof a) =>
    JSON.stringify((await call(logs.GET, { url: '/api/brain/agent/logs', as })).json);
  expect(await seen(a)).toContain('question of A');
  expect(await seen(a)).not.toContain('question of B');
  expect(await seen(b)).not.toContain('question of A');
  const all = await seen(sa);
  expect(all).toContain('question of A');
  expect(all).toContain('question of B');
});

it('the code scan keeps names of environment variables, never their values', () => {
  // A scanned tree whose code reads a secret from the environment (lib/platform/env.ts is this repo's only reader).
  const root = mkdtempSync(path.join(tmpdir(), 'scan-env-'));
  mkdirSync(path.join(root, 'lib'));
  writeFileSync(path.join(root, 'lib/cookies.ts'), 'export const secure = process.env.COOKIE_SECURE;\n');
  const found = scanEnv(root, ['lib/cookies.ts'], { COOKIE_SECURE: 'super-secret-value' });
  expect(found.present).toEqual({ COOKIE_SECURE: '[set]' });
  expect(JSON.stringify(found)).not.toContain('super-secret-value');
});

it('the migration clears values already stored in BrainScan.result', async () => {
  const scan = await db.brainScan.create({
    data: {
      status: 'done',
      result: { env: { present: { NEXTAUTH_SECRET: 'leaked-session-key', PAYOUT_ENCRYPTION_KEY: 'leaked-payout' } } },
    },
  });
  const dir = readdirSync('prisma/migrations').find((d) => d.endsWith('_brain_scan_env_names_only'))!;
  await db.$executeRawUnsafe(readFileSync(path.join('prisma/migrations', dir, 'migration.sql'), 'utf8'));
  const after = await db.brainScan.findUniqueOrThrow({ where: { id: scan.id } });
  expect(after.result).toEqual({ env: { present: { NEXTAUTH_SECRET: '[set]', PAYOUT_ENCRYPTION_KEY: '[set]' } } });
});
