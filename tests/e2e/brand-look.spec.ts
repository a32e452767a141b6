// Issue 41 item 9, the look: one brand theme from the landing to the tools, landings with artwork, prices from
// the catalog and figures, the closing call to action centred, headings clear of the top bar, a revenue figure
// and phone numbers that hold on a phone, and a readable Download link on /copyright-certificates.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { loginAs, visit } from './helpers';

/** The colour behind an element: the first ancestor's background that is not transparent. */
function backgroundOf(locator: Locator): Promise<string> {
  return locator.evaluate((el) => {
    for (let e: Element | null = el; e; e = e.parentElement) {
      const bg = getComputedStyle(e).backgroundColor;
      if (bg !== 'rgba(0, 0, 0, 0)' && bg !== 'transparent') return bg;
    }
    return 'rgb(255, 255, 255)';
  });
}

function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map((c) => {
    const v = Number(c) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The top bar's background: the landings' static header and the MUI layouts' app bar alike. */
const headerColour = (page: Page) => backgroundOf(page.locator('header').first());

test('the brand keeps one theme from the landing through the dashboards to the tools', async ({ page }) => {
  await visit(page, '/');
  const brand = await headerColour(page);
  expect(luminance(brand)).toBeLessThan(0.2); // the brand's dark colour, white text on it

  await loginAs(page, 'admin@demo.test', /\/dashboard$/);
  expect(await headerColour(page)).toBe(brand);
  // The page itself is light, as the landing's is: no dark tool theme any more.
  expect(luminance(await backgroundOf(page.locator('main')))).toBeGreaterThan(0.8);
  // The theme's primary colour is the brand's: the contained New Project button (static markup in the theme's
  // colours, components/command/palette.ts) is filled with it.
  const primary = page.locator('main').getByRole('link', { name: 'New Project' });
  expect(await primary.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(brand);

  await page.context().clearCookies();
  await loginAs(page, 'artist@demo.test', /\/mms\/dashboard$/);
  for (const tool of ['/projects', '/copyright-certificates']) {
    await visit(page, tool);
    expect(await headerColour(page)).toBe(brand);
    expect(luminance(await backgroundOf(page.locator('main')))).toBeGreaterThan(0.8);
  }
});

test('a landing shows its artwork, the catalog prices, figures, and a centred closing call to action', async ({
  page,
}) => {
  await visit(page, '/');
  const art = page.locator('main img[src^="/landing/"]');
  await expect(art).toBeVisible();
  expect(await art.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // The prices are the catalog's: the first one matches its service's price on /services.
  const prices = page.getByRole('region', { name: 'Prices' });
  const first = prices.getByRole('listitem').first();
  const name = (await first.getByRole('heading').textContent())!;
  const price = (await first.locator('p').first().textContent())!;
  expect(price).toMatch(/^\$[\d,]+\.\d\d$|^Free$/);
  await expect(page.getByRole('region', { name: 'On the platform today' }).getByRole('listitem')).not.toHaveCount(0);

  const closing = page.getByRole('region').last();
  const cta = closing.getByRole('link').last();
  const [box, ctaBox] = [await closing.boundingBox(), await cta.boundingBox()];
  expect(Math.abs(box!.x + box!.width / 2 - (ctaBox!.x + ctaBox!.width / 2))).toBeLessThan(2);

  await visit(page, '/services');
  const card = page.getByRole('region', { name: 'Order a service' }).getByLabel(name, { exact: true });
  await expect(card).toContainText(price);
});

test('headings clear the top bar, and the revenue figure and phone numbers hold at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'admin@demo.test', /\/dashboard$/);
  const bar = await page.locator('header').first().boundingBox();
  const h1 = await page.getByRole('heading', { level: 1 }).boundingBox();
  expect(h1!.y - (bar!.y + bar!.height)).toBeGreaterThanOrEqual(16);

  const revenue = page.getByTestId('tile-revenue');
  await expect(revenue).toHaveText(/\$/);
  const fit = await revenue.evaluate((el) => ({
    overflow: el.scrollWidth - el.clientWidth,
    lines: Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)),
    right: el.getBoundingClientRect().right,
  }));
  expect(fit).toEqual({ overflow: 0, lines: 1, right: fit.right });
  expect(fit.right).toBeLessThanOrEqual(390);

  await visit(page, '/services');
  const phones = page.locator('footer a[href^="tel:"]');
  await expect(phones).toHaveCount(2);
  for (const phone of await phones.all()) {
    const { height, lineHeight } = await phone.evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      lineHeight: parseFloat(getComputedStyle(el).lineHeight),
    }));
    expect(height).toBeLessThan(lineHeight * 1.5);
  }
});

test('the Download link of a copyright certificate is readable (4.5:1)', async ({ page }) => {
  await loginAs(page, 'artist@demo.test', /\/mms\/dashboard$/);
  await visit(page, '/song-split-sheet-service');
  await page.getByRole('button', { name: /Golden Hour \(Song\)/ }).click();
  await page.getByRole('button', { name: 'Issue a copyright certificate' }).click();
  await expect(page.getByText(/Certificate CC-[A-Z0-9-]+ issued\./)).toBeVisible();
  await visit(page, '/copyright-certificates');
  const download = page.getByRole('link', { name: 'Download' }).first();
  await expect(download).toBeVisible();
  const colour = await download.evaluate((el) => getComputedStyle(el).color);
  expect(contrast(colour, await backgroundOf(download))).toBeGreaterThanOrEqual(4.5);
});
