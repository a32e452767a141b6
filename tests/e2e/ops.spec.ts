// Operations in the browser: an admin watches a failing store endpoint turn the health page red and
// recover; an artist uploads a large file to the drive, the connection drops mid-way and the upload
// continues from where it stopped.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { loginAs, visit } from './helpers';

test.setTimeout(180_000);

test('a failing store endpoint turns the health page red, and it recovers', async ({ browser }) => {
  let status = 503;
  const server = createServer((_req, res) => {
    res.writeHead(status, { 'content-type': 'text/plain' });
    res.end(status === 200 ? 'ok' : 'down');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ddex`;

  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  // Store endpoints are platform settings: a super admin who confirmed the password (step-up), and a test
  // endpoint on loopback needs private addresses allowed first.
  await loginAs(page, 'superadmin@demo.test', /dashboard/);
  expect((await page.request.post('/api/admin/step-up', { data: { password: 'demo-password' } })).status()).toBe(200);
  const allow = (on: boolean) =>
    page.request.patch('/api/security/edge-settings', { data: { allowPrivateStoreEndpoints: on } });
  expect((await allow(true)).status()).toBe(200);
  const stores = (await (await page.request.get('/api/distribution/stores?all=1')).json()) as { id: string }[];
  const store = stores[0];
  try {
    const set = await page.request.patch(`/api/distribution/stores/${store.id}`, { data: { endpointUrl: endpoint } });
    expect(set.status()).toBe(200);

    await visit(page, '/system-health-monitor');
    await page.getByRole('button', { name: 'Run checks now' }).click();
    const card = page.getByTestId('check-stores');
    await expect(card.getByText('Failing')).toBeVisible();
    await expect(card.getByText(/Not answering/)).toBeVisible();
    await expect(page.getByTestId('health-status')).toHaveText('Some checks are failing.');

    status = 200;
    await page.getByRole('button', { name: 'Run checks now' }).click();
    await expect(card.getByText('Healthy')).toBeVisible();
    await expect(card.getByText(/store endpoints answer/)).toBeVisible();

    await visit(page, '/google-api-monitoring');
    await expect(page.getByText('Email (SMTP)')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Latest calls' })).toBeVisible();
  } finally {
    await page.request.patch(`/api/distribution/stores/${store.id}`, { data: { endpointUrl: '' } });
    await allow(false);
    server.close();
    await ctx.close();
  }
});

test('an artist uploads a large file, the connection drops, and the upload resumes', async ({ browser }) => {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await loginAs(page, 'artist@demo.test', /\/mms\/dashboard$/);
  await visit(page, '/tnm-drive-storage');
  await expect(page.getByRole('heading', { name: 'Drive storage' })).toBeVisible();

  // The second chunk's request is cut off once; every request's starting offset is noted.
  const offsets: string[] = [];
  let patches = 0;
  await page.route('**/api/drive/tus/**', async (route) => {
    const req = route.request();
    if (req.method() === 'PATCH') {
      offsets.push(req.headers()['upload-offset']);
      patches += 1;
      if (patches === 2) return route.abort('connectionreset');
    }
    return route.continue();
  });

  const size = 12 * 1024 * 1024;
  const name = `session-${Date.now()}.wav`;
  await page
    .getByTestId('drive-file-input')
    .setInputFiles({ name, mimeType: 'audio/wav', buffer: Buffer.alloc(size, 1) });
  await expect(page.getByText(new RegExp(`${name}: 100%.*uploaded`))).toBeVisible({ timeout: 120_000 });
  await expect(page.getByRole('button', { name })).toBeVisible();

  const chunk = String(5 * 1024 * 1024);
  // Interrupted at 5 MB; the retry continued from 5 MB instead of starting again from 0.
  expect(offsets[0]).toBe('0');
  expect(offsets[1]).toBe(chunk);
  expect(offsets[2]).toBe(chunk);
  expect(offsets.filter((o) => o === '0')).toHaveLength(1);
  await ctx.close();
});

test('a super admin sets up a store SFTP transport with its acknowledgement folder', async ({ browser }) => {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await loginAs(page, 'superadmin@demo.test', /dashboard/);
  // The last store, so deliveries of the other browser tests are not sent to this made-up server.
  const stores = (await (await page.request.get('/api/distribution/stores?all=1')).json()) as {
    id: string;
    name: string;
  }[];
  const store = stores[stores.length - 1];
  try {
    await visit(page, '/store-management');
    await page.getByRole('button', { name: `Set up ${store.name} transport` }).click();
    const dialog = page.getByRole('dialog', { name: `${store.name}: delivery transport` });
    await dialog.getByLabel('Deliver by').click();
    await page.getByRole('option', { name: 'SFTP' }).click();
    // A documentation address (TEST-NET-3): public, so it passes the store address check, and never connected to.
    await dialog.getByLabel('Server').fill('203.0.113.10');
    await dialog.getByLabel('User name').fill('mms');
    await dialog.getByLabel('Password').fill('store-password');
    await dialog.getByLabel('Folder for batches').fill('/inbox');
    await dialog.getByLabel('Acknowledgement folder').fill('acknowledgements');
    await dialog.getByRole('button', { name: 'Save' }).click();
    // Platform-wide: the password is asked for first, then the change goes through.
    await page.getByLabel('Your password').fill('demo-password');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(dialog.getByText('Saved.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: `Set up ${store.name} transport` }).click();
    await expect(dialog.getByLabel('Acknowledgement folder')).toHaveValue('acknowledgements');
    await expect(dialog.getByLabel('Server')).toHaveValue('203.0.113.10');
    await expect(dialog.getByLabel('Password')).toHaveValue('');
    await expect(dialog.getByText('Leave empty to keep the stored one.')).toBeVisible();
    const saved = await page.request.get(`/api/ops/store-transports/${store.id}`);
    expect(await saved.json()).toMatchObject({ kind: 'sftp', ackFolder: 'acknowledgements', hasSecret: true });
    expect(await saved.text()).not.toContain('store-password');
  } finally {
    await page.request.delete(`/api/ops/store-transports/${store.id}`);
    await ctx.close();
  }
});
