// Every page, opened by a role that may see it, at 390 px wide: nothing scrolls sideways and axe finds no
// violation (WCAG A/AA and the moderate `region` and `heading-order`, ./axe.ts). Pages with a [segment] are
// covered by their own specs with real records.
import { expect, test, type Page } from '@playwright/test';
import { visit } from './helpers';
import { axeViolations } from './axe';
import { appPages, signInRequest, type Level } from './app-pages';

const VIEWER: Record<Exclude<Level, 'emergency'>, string | null> = {
  public: null,
  signedIn: 'artist@demo.test',
  artist: 'artist@demo.test',
  student: 'student@demo.test',
  member: 'member@demo.test',
  admin: 'admin@demo.test',
  superAdmin: 'superadmin@demo.test',
};

async function problemsOf(page: Page, url: string): Promise<string[]> {
  const res = await visit(page, url, { waitUntil: 'load' });
  if (!res || res.status() >= 400) return [`${url}: answered ${res?.status()}`];
  // Pages that poll never go idle; a short wait lets client data render before measuring.
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
  const problems: string[] = [];
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  if (scrollWidth > innerWidth) problems.push(`${url}: ${scrollWidth}px wide at ${innerWidth}px`);
  for (const v of await axeViolations(page)) problems.push(`${url}: ${v}`);
  if (problems.length > 0) console.log(problems.join('\n'));
  return problems;
}

const all = appPages().filter((p) => !p.dynamic);
const CHUNK = 15;
for (const level of Object.keys(VIEWER) as (keyof typeof VIEWER)[]) {
  const ofLevel = all.filter((p) => p.level === level).map((p) => p.url);
  for (let i = 0; i < ofLevel.length; i += CHUNK) {
    const urls = ofLevel.slice(i, i + CHUNK);
    test(`${level} pages hold at 390 px and pass axe (${urls[0]} and ${urls.length - 1} more)`, async ({ page }) => {
      test.setTimeout(60_000 + urls.length * 20_000);
      await page.setViewportSize({ width: 390, height: 844 });
      const email = VIEWER[level];
      if (email) await signInRequest(page.context().request, email);
      const problems: string[] = [];
      for (const url of urls) problems.push(...(await problemsOf(page, url)));
      expect(problems).toEqual([]);
    });
  }
}
