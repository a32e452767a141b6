// Project Intelligence as an admin uses it: teach a memory, ask a question answered citing it, see
// its use count go up, give feedback, approve a generated idea to a task and complete it, run a deep
// scan of this tree and see the tiles filled.
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './helpers';

test.setTimeout(300_000);

async function openDialog(page: Page) {
  await page.getByRole('button', { name: 'Open assistant' }).click();
  await page.getByRole('button', { name: 'Open Project Intelligence' }).click();
  const dialog = page.getByRole('dialog', { name: 'Project Intelligence' });
  await expect(dialog).toBeVisible();
  return dialog;
}

// The open dialog hides the rest of the page from the accessibility tree, so the toast region is found by its label.
const toast = (page: Page, title: string | RegExp) =>
  page.locator('section[aria-label="Notification"]').getByText(title).first();

test('teach, ask, cite, feedback, idea to task; no scan for a business admin', async ({ page }) => {
  const tag = Date.now().toString(36);
  const title = `Split sheets before label payouts ${tag}`;
  await loginAs(page, 'admin@demo.test', /\/dashboard$/);
  const dialog = await openDialog(page);

  // Teach: blank fields are refused with the spec's toast, then a memory is stored.
  await dialog.getByRole('tab', { name: /Teach/ }).click();
  await dialog.getByRole('button', { name: 'Teach Memory' }).click();
  await expect(toast(page, 'Missing Information')).toBeVisible();
  await dialog.getByLabel('Title').fill(title);
  await dialog
    .getByLabel('Content')
    .fill(`Never pay a label before its split sheet ${tag} is signed by every rights holder.`);
  await dialog.getByRole('button', { name: 'Teach Memory' }).click();
  await expect(toast(page, 'Memory Stored')).toBeVisible();

  // Chat: the answer cites the memory.
  await dialog.getByRole('tab', { name: /Chat/ }).click();
  await dialog.getByRole('button', { name: 'New Chat' }).click();
  const box = dialog.getByPlaceholder('Start a conversation...');
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
  await box.fill(`Can we pay a label before the split sheet ${tag} is signed?`);
  await box.press('Enter');
  const answer = dialog.locator('[data-role="assistant"]').last();
  await expect(answer).toContainText(title);
  await expect(answer).toContainText('[M1]');
  await expect(answer.getByLabel('Sources')).toContainText(`[M1] ${title}`);
  await expect(dialog.getByRole('list', { name: 'Conversations' })).toContainText('2 messages');

  // Live data: the compound question gets both figures from the database, with links to the pages.
  await box.fill('How much revenue did Golden Hour earn and which release is waiting for review?');
  await box.press('Enter');
  const live = dialog.locator('[data-role="assistant"]').last();
  await expect(live).toContainText(/"Golden Hour" by .+ (earned \$[\d,]+\.\d\d gross|has no earnings yet)/);
  await expect(live).toContainText(/waiting for review|No release is waiting for review/);
  await expect(live.getByRole('link', { name: 'Golden Hour (project page)', exact: true })).toHaveAttribute(
    'href',
    /^\/project\//,
  );
  await expect(live).not.toContainText('From what I was taught');

  // Memories: used once; positive feedback makes the success rate 100 %.
  await dialog.getByRole('tab', { name: /Memories/ }).click();
  await dialog.getByLabel('Search memories').fill(tag);
  const card = dialog.getByTestId('memory-card').filter({ hasText: title });
  await expect(card).toContainText('Used 1 times');
  await expect(card).toContainText('Success —');
  await card.getByRole('button', { name: `Helpful: ${title}`, exact: true }).click();
  await expect(toast(page, 'Feedback Recorded')).toBeVisible();
  await expect(card).toContainText('Success 100%');

  // Ideas from the platform's data go to Pending; one is approved to a task and completed.
  await dialog.getByRole('tab', { name: /Ideas/ }).click();
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(toast(page, 'Ideas Generated')).toBeVisible();
  const firstIdea = (await dialog.locator('ol > li').first().locator('p').first().textContent())!.trim();
  await dialog.getByRole('tab', { name: /Pending/ }).click();
  const item = dialog.getByTestId('pending-item').filter({ hasText: firstIdea });
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: 'Approve → Task' }).click();
  await expect(toast(page, '✅ Approved')).toBeVisible();
  await expect(dialog.getByRole('tab', { name: /Tasks/ })).toHaveAttribute('aria-selected', 'true');
  const task = dialog.getByTestId('task-item').filter({ hasText: firstIdea });
  await expect(task).toContainText('open');
  await task.getByRole('button', { name: `Complete task: ${firstIdea}` }).click();
  await expect(toast(page, '✅ Task Completed')).toBeVisible();
  await expect(dialog.getByTestId('task-item').filter({ hasText: firstIdea })).toHaveCount(0);

  // Code-scan tooling is for super admins: a business admin has no Scan tab.
  await expect(dialog.getByRole('tab', { name: /Scan/ })).toHaveCount(0);
});

test('a super admin runs a deep scan of the real tree', async ({ page }) => {
  await loginAs(page, 'superadmin@demo.test', /\/dashboard$/);
  const dialog = await openDialog(page);
  await dialog.getByRole('tab', { name: /Scan/ }).click();
  await dialog.getByRole('button', { name: 'Deep Scan (replace)' }).click();
  await expect(dialog.getByTestId('tile-totalFiles')).toContainText(/\d{3,}/, { timeout: 240_000 });
  await expect(dialog.getByTestId('tile-codeFiles')).toContainText(/\d{2,}/);
  await expect(dialog.getByTestId('tile-unusedExports')).toContainText(/\d+/);
  await expect(dialog.getByText(/^Version \d+ · updated/)).toBeVisible();
  await expect(dialog.getByRole('heading', { name: /^Unused files \(\d+\)$/ })).toBeVisible();
});
