// Health endpoints, the stored checks, incidents (three failures in a row email the admins once) and
// the integrations monitor, with a store endpoint played by a local HTTP server.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { db } from '@/lib/platform/db';
import * as live from '@/app/api/health/live/route';
import * as ready from '@/app/api/health/ready/route';
import * as health from '@/app/api/ops/health/route';
import * as history from '@/app/api/ops/health/history/route';
import * as integrations from '@/app/api/ops/integrations/route';
import * as probe from '@/app/api/ops/integrations/[name]/probe/route';
import { getBoss } from '@/lib/platform/jobs';
import { call, createUser } from '../../helpers/api';

let store: Server;
let storeStatus = 200;
let storeUrl = '';
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;
  delete process.env.SMTP_URL;
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.S3_BUCKET;
  store = createServer((req, res) => {
    res.writeHead(storeStatus, { 'content-type': 'text/plain', 'x-ratelimit-remaining': '99' });
    res.end(storeStatus === 200 ? 'ok' : 'down');
  });
  await new Promise<void>((r) => store.listen(0, '127.0.0.1', r));
  storeUrl = `http://127.0.0.1:${(store.address() as AddressInfo).port}/ddex`;
  // The test store listens on loopback: a super admin's setting allows such store addresses.
  await db.edgeSettings.create({ data: { id: 1, allowPrivateStoreEndpoints: true } });
  admin = await createUser('admin');
  await getBoss(); // the queue's schema, as in a running server
});
afterAll(() => new Promise((r) => store.close(r)));

describe('health endpoints', () => {
  it('live answers without a session', async () => {
    const res = await call(live.GET);
    expect(res.status).toBe(200);
    expect(res.json.status).toBe('ok');
  });

  it('ready checks the database, migrations and queue', async () => {
    const res = await call(ready.GET);
    expect(res.json).toEqual({ ready: true, database: true, migrations: true, queue: true });
    expect(res.status).toBe(200);
  });
});

describe('health checks', () => {
  it('turns red when a store endpoint fails, opens one incident after three failures, and recovers', async () => {
    await db.store.create({
      data: {
        slug: 'probe-store',
        name: 'Probe Store',
        ddexPartyId: 'PADPIDA2099000001X',
        endpointUrl: storeUrl,
        requirements: {},
      },
    });
    const first = await call(health.POST, { method: 'POST', as: admin });
    expect(first.status).toBe(200);
    const stores = first.json.results.find((r: { check: string }) => r.check === 'stores');
    expect(stores).toMatchObject({ ok: true });

    storeStatus = 503;
    for (let i = 0; i < 4; i++) await call(health.POST, { method: 'POST', as: admin });
    const overview = await call(health.GET, { as: admin });
    expect(overview.json.healthy).toBe(false);
    const storeCheck = overview.json.checks.find((c: { check: string }) => c.check === 'stores');
    expect(storeCheck.state).toBe('failing');
    expect(storeCheck.message).toContain('Probe Store');
    expect(overview.json.openIncidents).toHaveLength(1);
    expect(overview.json.openIncidents[0]).toMatchObject({ check: 'stores', label: 'Store endpoints' });
    // Emailed once per admin, not on every further failure
    const mails = await db.outboxEmail.findMany({ where: { kind: 'health_incident' } });
    expect(mails.filter((m) => m.to === admin.email)).toHaveLength(1);
    expect(mails[0].subject).toBe('Platform health: Store endpoints is failing');

    storeStatus = 200;
    await call(health.POST, { method: 'POST', as: admin });
    const after = await call(health.GET, { as: admin });
    expect(after.json.checks.find((c: { check: string }) => c.check === 'stores').state).toBe('ok');
    expect(after.json.openIncidents).toHaveLength(0);
    expect(after.json.recentIncidents[0].resolvedAt).not.toBeNull();

    const h = await call(history.GET, { as: admin, url: '/api/ops/health/history?range=24h' });
    expect(h.status).toBe(200);
    expect(h.json.failuresByCheck.stores).toBe(4);
    expect(h.json.points.some((p: { dbLatencyMs: number | null }) => p.dbLatencyMs !== null)).toBe(true);
    const bad = await call(history.GET, { as: admin, url: '/api/ops/health/history?range=1y' });
    expect(bad.status).toBe(400);
  });

  it('records queue, database and storage figures', async () => {
    const res = await call(health.POST, { method: 'POST', as: admin });
    const by = Object.fromEntries(res.json.results.map((r: { check: string }) => [r.check, r]));
    expect(by.database.ok).toBe(true);
    expect(typeof by.database.metrics.latencyMs).toBe('number');
    expect(by.storage).toMatchObject({ ok: true, metrics: { backend: 'local' } });
    expect(by.queues.ok).toBe(true);
    expect(Array.isArray(by.queues.metrics.queues)).toBe(true);
  });
});

describe('integrations monitor', () => {
  it('shows unconfigured integrations as not configured and records every store call', async () => {
    const res = await call(integrations.GET, { as: admin });
    expect(res.status).toBe(200);
    const by = Object.fromEntries(res.json.integrations.map((i: { integration: string }) => [i.integration, i]));
    expect(by.smtp.state).toBe('not_configured');
    expect(by.stripe.state).toBe('not_configured');
    expect(by['store:probe-store'].state).toBe('ok');
    expect(by['store:probe-store'].calls24h).toBeGreaterThanOrEqual(6);
    expect(by['store:probe-store'].errors24h).toBe(4);
    expect(by['store:probe-store'].quota).toEqual({ 'x-ratelimit-remaining': '99' });

    const smtp = await call(probe.POST, { method: 'POST', as: admin, params: { name: 'smtp' } });
    expect(smtp.json).toMatchObject({ state: 'not_configured' });
    storeStatus = 500;
    const failing = await call(probe.POST, { method: 'POST', as: admin, params: { name: 'store:probe-store' } });
    expect(failing.json).toMatchObject({ state: 'failing', message: 'Answered 500' });
    storeStatus = 200;
    const bad = await call(probe.POST, { method: 'POST', as: admin, params: { name: 'No Such/thing' } });
    expect(bad.status).toBe(400);
  });
});
