// The accessibility check of the browser tests: axe's WCAG 2.1 A and AA rules, plus two best-practice rules of
// issue 41 (moderate): `region` (all content inside landmarks: header, nav, main, footer) and `heading-order`
// (heading levels go down one at a time).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe's violations on the page, one line each: rule, impact and where. */
export async function axeViolations(page: Page): Promise<string[]> {
  // A sandboxed frame (the email template preview) holds an email's markup, not the page, and runs no
  // scripts, so axe cannot be injected into it.
  const results = await new AxeBuilder({ page })
    .options({
      runOnly: { type: 'tag', values: TAGS },
      rules: { region: { enabled: true }, 'heading-order': { enabled: true } },
    })
    .exclude('iframe[sandbox]')
    .analyze();
  return results.violations.map(
    (v) => `axe ${v.id} (${v.impact}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
