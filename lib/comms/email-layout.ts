// The brand's frame around every email's HTML (MJML), compiled once per brand. Split from templates.ts.
import mjml2html from 'mjml';
import { BRANDS, type BrandKey } from '../platform/brands/brands';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The brand's frame around an email's HTML. MJML costs ~20 ms of CPU per call (a class of 200 earning
 * certificates at once spent 4 s on it: docs/performance.md, quiz grading), and it passes the content of
 * an mj-text through as it is (trimmed), so the frame is compiled once per brand around a placeholder and
 * each email's HTML is put in its place; the output is the same as compiling each email.
 */
const INNER = 'QZTPLAYOUTINNERQZT';
const frames = new Map<BrandKey, Promise<string>>();
export async function layout(brand: BrandKey, innerHtml: string): Promise<string> {
  let frame = frames.get(brand);
  if (!frame) {
    frame = compileFrame(brand);
    frames.set(brand, frame);
    frame.catch(() => frames.delete(brand));
  }
  return (await frame).split(INNER).join(innerHtml.trim());
}

async function compileFrame(brand: BrandKey): Promise<string> {
  const b = BRANDS[brand];
  const src = `<mjml>
  <mj-head><mj-title>${escapeHtml(b.name)}</mj-title><mj-attributes><mj-all font-family="Helvetica, Arial, sans-serif" /><mj-text font-size="15px" line-height="1.5" color="#222222" /></mj-attributes></mj-head>
  <mj-body background-color="#f4f4f5">
    <mj-section background-color="${b.themeColor}" padding="16px"><mj-column><mj-text color="#ffffff" font-size="20px" font-weight="700">${escapeHtml(b.logoText)}</mj-text></mj-column></mj-section>
    <mj-section background-color="#ffffff" padding="24px"><mj-column><mj-text>${INNER}</mj-text></mj-column></mj-section>
    <mj-section padding="12px"><mj-column><mj-text font-size="12px" color="#6b7280">${escapeHtml(b.footerText)}</mj-text></mj-column></mj-section>
  </mj-body>
</mjml>`;
  const out = await mjml2html(src, { validationLevel: 'soft' });
  return out.html;
}
