// Where to go after sign-in: only a path on this site. Browsers forgive a lot (a backslash is a slash,
// tabs and newlines vanish, `//host` is another site, `/x/../..//host` normalises to `//host`), so
// anything ambiguous is refused, not repaired; the answer is the normalised path, checked as well.
const BASE = 'http://same-origin.invalid';
/** Decodings checked: a value still changing after this many is refused. */
const MAX_DECODINGS = 4;

/** Whether `value` (one decoding of the candidate) could leave the site. */
function leavesSite(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//')) return true;
  // Backslashes, control characters (tab, newline, NUL ...) and spaces right after the first slash.
  if (/[\\\u0000-\u001f\u007f]/.test(value) || /^\/\s/.test(value)) return true;
  // What the URL parser (browser, Next's router) makes of it: dot segments resolved, `%2e` included.
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return true;
  }
  return url.origin !== BASE || url.pathname.startsWith('//');
}

/** True when `raw` and each of its decodings stay on this site. */
function staysOnSite(raw: string): boolean {
  let current = raw;
  for (let i = 0; i <= MAX_DECODINGS; i++) {
    if (leavesSite(current)) return false;
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return false;
    }
    if (next === current) return true;
    current = next;
  }
  return false;
}

/** The same-origin path of `raw` (path, query and fragment), or null when it could leave the site. */
export function safeRedirectPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2048 || !staysOnSite(raw)) return null;
  const url = new URL(raw, BASE);
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The normalised answer is what the browser will follow: it must pass the same checks.
  return staysOnSite(path) ? path : null;
}
