import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { loginAs, visit } from './helpers';

async function expectNoViolations(page: import('@playwright/test').Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
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
