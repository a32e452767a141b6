// Addresses a page may turn into links (or images): http, https and mailto only. `javascript:` runs script
// when clicked, `data:` opens content of the author's choosing; browsers strip tabs and newlines and ignore
// case in a scheme, so the scheme is read the way the URL parser reads it. Pure.

const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

/** True when `value` is an absolute http, https or mailto address. */
export function isSafeLinkUrl(value: string): boolean {
  try {
    return LINK_SCHEMES.has(new URL(value.trim()).protocol);
  } catch {
    return false;
  }
}

/** `value` when it may be a link, else null: a stored address from before the check renders as text. */
export function safeLinkUrl(value: string | null | undefined): string | null {
  return value && isSafeLinkUrl(value) ? value : null;
}
