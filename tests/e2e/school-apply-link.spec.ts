// The TNM landing's "Apply to a program" and the /services education section lead to the school application
// (#41 item 4), not to the waiting list.
import { expect, test } from '@playwright/test';
import { portUrl, visit } from './helpers';

test('"Apply to a program" opens the school application from the TNM landing and from /services', async ({ page }) => {
  await visit(page, portUrl('tnm.localhost', '/'));
  const apply = page.getByRole('link', { name: 'Apply to a program' }).first();
  await expect(apply).toHaveAttribute('href', '/tnm-application');
  await expect(page.locator('a[href*="waiting-list?interest=school"]')).toHaveCount(0);
  await apply.click();
  await expect(page).toHaveURL(/\/tnm-application$/);
  await expect(page.getByRole('heading', { name: 'Apply to TNM Music Institute' })).toBeVisible();

  await visit(page, portUrl('tnm.localhost', '/services'));
  const education = page.getByRole('region', { name: 'Education' });
  await education.getByRole('link', { name: 'Apply to a program' }).click();
  await expect(page).toHaveURL(/\/tnm-application$/);
});
