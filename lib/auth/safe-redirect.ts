// Where to go after sign-in: only a path on this site. Browsers forgive a lot (a backslash is a slash,
// tabs and newlines vanish, `//host` is another site), so anything ambiguous is refused, not repaired.
const BASE = 'http://same-origin.invalid';

/** The same-origin path of `raw` (path, query and fragment), or null when it could leave the site. */
export function safeRedirectPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2048) return null;
  // Check the value and every decoding of it: a browser or a later redirect may decode once more.
  let current = raw;
  for (let i = 0; i < 4; i++) {
    if (!current.startsWith('/') || current.startsWith('//')) return null;
    // Backslashes, control characters (tab, newline, NUL ...) and spaces right after the first slash.
    if (/[\\\u0000-\u001f\u007f]/.test(current) || /^\/\s/.test(current)) return null;
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) break;
    current = next;
  }
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
