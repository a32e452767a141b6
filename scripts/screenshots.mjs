// Screenshots of the consumer journeys for docs/experience.md: the four brand landings, the artist dashboard and
// the service order flow, at 1366 and 390 px wide, into docs/screenshots/. Serves the production build (run
// `npx next build --webpack` first) on a fresh seeded database through scripts/e2e-server.mjs, drives Debian's
// Chromium (CHROMIUM_PATH, /usr/bin/chromium), then stops the server. Usage: node scripts/screenshots.mjs
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const port = process.env.E2E_PORT ?? '3200';
const out = 'docs/screenshots';
const at = (host, path) => `http://${host}:${port}${path}`;
const WIDTHS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];
const LANDINGS = [
  ['landing-tnm', 'tnm.localhost'],
  ['landing-mastermusicsafe', 'mms.localhost'],
  ['landing-distro80', 'distro80.localhost'],
  ['landing-sgr', 'sgr.localhost'],
];

async function waitForServer() {
  for (let i = 0; i < 180; i++) {
    const ok = await fetch(at('localhost', '/api/version')).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('The server did not start within 3 minutes');
}

async function shoot(page, file, fullPage = true) {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page.screenshot({ path: `${out}/${file}.jpg`, type: 'jpeg', quality: 80, fullPage });
  console.log(`${out}/${file}.jpg`);
}

async function signIn(page, email) {
  await page.goto(at('mms.localhost', '/mms/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill('demo-password');
  await page.getByRole('button', { name: /^Sign in/ }).click();
  await page.waitForURL(/\/mms\/dashboard$/);
}

async function journeys(browser, size) {
  const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
  const page = await context.newPage();
  for (const [file, host] of LANDINGS) {
    await page.goto(at(host, '/'));
    await shoot(page, `${file}-${size.name}`);
  }
  // The order flow: the prices on /services, the order form, then the order with how to pay.
  await page.goto(at('mms.localhost', '/services#order'));
  await shoot(page, `order-1-prices-${size.name}`, false);
  await signIn(page, 'artist@demo.test');
  await shoot(page, `artist-dashboard-${size.name}`);
  await page.goto(at('mms.localhost', '/tnm-services?order=epk'));
  const form = page.getByRole('form', { name: 'Order Electronic Press Kit' });
  await form.getByLabel(/^Artist name/).fill('Nova Reyes');
  await form.getByLabel(/^Press contact email/).fill('press@novareyes.test');
  await shoot(page, `order-2-form-${size.name}`, false);
  await form.getByRole('button', { name: /^Place order/ }).click();
  await page.waitForURL(/\/tnm-service-hub\?order=/);
  await page
    .getByText(/^SO-[A-Z0-9]{7}/)
    .first()
    .waitFor();
  await shoot(page, `order-3-placed-${size.name}`, false);
  await context.close();
}

mkdirSync(out, { recursive: true });
const server = spawn('node', ['scripts/e2e-server.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, E2E_PORT: port },
});
try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  for (const size of WIDTHS) await journeys(browser, size);
  await browser.close();
} finally {
  server.kill('SIGTERM');
}
