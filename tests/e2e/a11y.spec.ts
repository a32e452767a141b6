import { expect, test, type Page } from '@playwright/test';
import { loginAs, visit } from './helpers';
import { axeViolations } from './axe';

async function expectNoViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

test('the landing page has no accessibility violations', async ({ page }) => {
  await visit(page, '/');
  await expectNoViolations(page);
});

test('the login page has no accessibility violations', async ({ page }) => {
  await visit(page, '/login');
  await expectNoViolations(page);
});

test('the command center has no accessibility violations', async ({ page }) => {
  await loginAs(page, 'admin@demo.test', /\/dashboard$/);
  await expectNoViolations(page);
});
