// A paged list in the browser: the task list shows its first page with the total, and Load more brings the next.
import { expect, test } from '@playwright/test';
import { loginAs, visit } from './helpers';

test.setTimeout(180_000);

test('the task list shows 50 of its total and loads the rest on request', async ({ page }) => {
  await loginAs(page, 'admin@demo.test', /dashboard/);
  const dueAt = new Date(Date.now() + 86_400_000).toISOString();
  for (let i = 0; i < 51; i++) {
    const res = await page.request.post('/api/calendar/tasks', { data: { title: `Paged task ${i}`, dueAt } });
    expect(res.status()).toBe(201);
  }
  const { total } = await (await page.request.get('/api/calendar/tasks?limit=1')).json();
  expect(total).toBeGreaterThanOrEqual(51);

  await visit(page, '/admin-calendar-tasks');
  const todo = page.getByText(`Showing 50 of ${total}`);
  await expect(todo).toBeVisible();
  await page.getByRole('button', { name: 'Load more' }).first().click();
  await expect(page.getByText(`Showing ${Math.min(100, total)} of ${total}`)).toBeVisible();
  // Tasks come soonest due first: ours (due tomorrow) are all shown once every page is.
  if (total <= 100) await expect(page.getByText('Paged task 50 ·', { exact: false })).toBeVisible();
});
