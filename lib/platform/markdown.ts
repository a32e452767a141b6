// Lesson Markdown to HTML that is safe to show: Markdown through marked, then an allow-list sanitiser
// (scripts, event handlers and javascript: URLs are removed).
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'del'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title'],
    code: ['class'],
    th: ['align'],
    td: ['align'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }) },
};

/** Heading tags moved down `by` levels (a lesson page has its own h1). */
function shiftedHeadings(by: number): sanitizeHtml.IOptions['transformTags'] {
  const out: Record<string, string> = {};
  for (let level = 1; level <= 6; level++) out[`h${level}`] = `h${Math.min(6, level + by)}`;
  return out;
}

export function renderMarkdown(markdown: string, opts: { shiftHeadings?: number } = {}): string {
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: false }) as string;
  if (!opts.shiftHeadings) return sanitizeHtml(html, OPTIONS);
  return sanitizeHtml(html, {
    ...OPTIONS,
    transformTags: { ...OPTIONS.transformTags, ...shiftedHeadings(opts.shiftHeadings) },
  });
}
