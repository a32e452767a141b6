// Shared steps of the browser tests.
import { expect, type Browser, type Page } from '@playwright/test';

/**
 * page.goto, then waits (up to 10 s) until React has revealed every streamed section of the page. Until it does,
 * a section's content also sits in a hidden `<div id="S:n">` at the end of the body (React 19 batches reveals), so
 * a page-wide locator such as getByText matched it twice and failed on strict mode (two CI runs of 2026-11-26).
 */
export async function visit(page: Page, url: string, options?: Parameters<Page['goto']>[1]) {
  const res = await page.goto(url, options);
  await page
    .waitForFunction(() => !document.querySelector('body > div[hidden][id^="S:"]'), undefined, { timeout: 10_000 })
    .catch(() => undefined);
  return res;
}

export const DEMO_PASSWORD = 'demo-password';

export async function login(page: Page, email: string, password = DEMO_PASSWORD, path = '/login') {
  await visit(page, path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: /^Sign in/ }).click();
}

export async function loginAs(page: Page, email: string, expectedPath: string | RegExp) {
  await login(page, email);
  await expect(page).toHaveURL(expectedPath);
}

export function portUrl(host: string, path = '/') {
  const port = process.env.E2E_PORT ?? '3100';
  return `http://${host}:${port}${path}`;
}

export interface CaughtEmail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** Emails the app sent over SMTP to the e2e server's catcher (newest last). */
export async function mailbox(): Promise<CaughtEmail[]> {
  const port = Number(process.env.E2E_PORT ?? '3100') + 2000;
  const res = await fetch(`http://127.0.0.1:${port}/messages`);
  return (await res.json()) as CaughtEmail[];
}

/** Waits for the newest email to `to` whose subject matches, as a person would wait for it to arrive. */
export async function waitForEmail(to: string, subject: RegExp, timeoutMs = 90_000): Promise<CaughtEmail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailbox()).filter((m) => m.to.includes(to) && subject.test(m.subject)).at(-1);
    if (found) return found;
    if (Date.now() > until) throw new Error(`No email to ${to} matching ${subject} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The roster's artist names in the order shown on /artist-management. */
export function rosterNames(page: Page): Promise<string[]> {
  return page.getByTestId('roster-item').evaluateAll((els) => els.map((e) => e.querySelector('p')?.textContent ?? ''));
}

/**
 * Opens /artist-management and moves the first artist two places down with the keyboard (Space, two arrows,
 * Space): returns the order before and the order expected after, once the list shows it.
 */
export async function keyboardMoveFirstArtist(page: Page): Promise<{ before: string[]; moved: string[] }> {
  await visit(page, '/artist-management');
  await expect(page.getByTestId('roster-item').first()).toBeVisible();
  const before = await rosterNames(page);
  expect(before.length).toBeGreaterThan(2);
  await page
    .getByRole('button', { name: /^Move / })
    .first()
    .focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  const moved = [before[1], before[2], before[0], ...before.slice(3)];
  await expect.poll(() => rosterNames(page)).toEqual(moved);
  return { before, moved };
}

/** A fresh browser context signed in as `email`, landed on `home`. */
export async function signedIn(browser: Browser, email: string, home: RegExp) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, email, home);
  return { context, page };
}

/** The path of the signing link in the newest split sheet email to `to`. */
export async function signingPath(to: string, title: string) {
  const mail = await waitForEmail(to, new RegExp(`Sign the split sheet for "${title}"`));
  const url = /https?:\/\/\S+\/split-sheet\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(url).toBeTruthy();
  return new URL(url!).pathname;
}

/** Signs a split sheet through its emailed link as `name`. */
export async function sign(page: Page, path: string, name: string) {
  await visit(page, path);
  await expect(page.getByRole('heading', { name: /Split sheet:/ })).toBeVisible();
  await page.getByLabel(/^Type your full name/).fill(name);
  await page.getByLabel('I agree to the shares in this split sheet').check();
  await page.getByRole('button', { name: 'Sign the split sheet' }).click();
  await expect(page.getByText('Thank you, your signature is recorded.')).toBeVisible();
}

/** Draws a stroke on the school contract's signature pad; its Clear button becomes enabled. */
export async function drawSignature(page: Page) {
  const pad = page.getByRole('img', { name: /Signature pad/ });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++)
    await page.mouse.move(box.x + 20 + i * 25, box.y + box.height / 2 + (i % 2 ? -25 : 25), { steps: 3 });
  await page.mouse.up();
  await expect(page.getByRole('button', { name: 'Clear signature' })).toBeEnabled();
}
