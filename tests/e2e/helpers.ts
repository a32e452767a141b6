// Shared steps of the browser tests.
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-password';

export async function login(page: Page, email: string, password = DEMO_PASSWORD, path = '/login') {
  await page.goto(path);
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
