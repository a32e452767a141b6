// Secret links (single-use tokens: reset, invitations, verification, contract and booking links, split
// claims and sheets) are never template variables. A sender passes them by name with the other values; the
// renderer takes them out before the admin-editable text is filled, checks that each one is on the
// platform's own origin, and appends them itself after the text: a button and a plain line in the HTML,
// "label:" and the address in the plain text. A template cannot place, repeat or wrap them (a subject, a
// query string of another site); a stored template that still names one renders it empty.
import { z } from 'zod';
import { brandBaseUrl, isPlatformLinkOrigin, onBrandAddress } from '../platform/brands/public-url';
import type { StricterRule } from '../platform/http/with-auth';
import {
  TEMPLATE_DEFAULTS,
  SECRET_LINK_NAMES,
  isSecurityTemplate,
  type SecretLinkSpec,
  type TemplateKey,
} from './template-defaults';

export interface SystemLink {
  label: string;
  url: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A path or an address on the platform as an absolute address on `brand`'s public address (built on APP_BASE_URL
 * or a path: moved there); anything on another origin throws.
 */
function platformUrl(pathOrUrl: string, brand: string | null | undefined): string {
  const url = new URL(onBrandAddress(brand, pathOrUrl), `${brandBaseUrl(brand)}/`);
  if (!isPlatformLinkOrigin(brand, url.origin)) throw new Error('A secret link must point to the platform itself');
  return url.toString();
}

/**
 * Splits a send's values into the template's variables (secret link names removed, whatever the template)
 * and the system links of this email, in the registry's order. A missing or empty link is left out.
 */
export function takeSecretLinks(
  key: TemplateKey,
  vars: Record<string, string>,
  brand: string | null | undefined,
): { vars: Record<string, string>; links: SystemLink[] } {
  const own = TEMPLATE_DEFAULTS[key].links;
  const plain = new Set(TEMPLATE_DEFAULTS[key].variables);
  const rest: Record<string, string> = {};
  for (const [name, value] of Object.entries(vars))
    if (!SECRET_LINK_NAMES.includes(name) || plain.has(name)) rest[name] = value;
  const links = own.filter((l) => vars[l.name]).map((l) => ({ label: l.label, url: platformUrl(vars[l.name], brand) }));
  return { vars: rest, links };
}

/** The sample links of a template (previews and test sends), on the brand's address. */
export function sampleLinks(specs: readonly SecretLinkSpec[], brand: string): SystemLink[] {
  return specs.map((l) => ({ label: l.label, url: platformUrl(l.sample, brand) }));
}

/**
 * A stored template written before secret links left the variables may still name one: a Markdown link
 * around it keeps only its words, and the name itself renders empty (it has no value any more).
 */
export function withoutSecretLinkNames(src: string, keep: readonly string[]): string {
  let out = src;
  for (const name of SECRET_LINK_NAMES) {
    if (keep.includes(name)) continue;
    const n = escapeRegExp(name);
    out = out
      .replace(new RegExp(`\\[([^\\]]*)\\]\\(\\s*\\{\\{\\s*${n}\\s*\\}\\}\\s*\\)`, 'g'), '$1')
      .replace(new RegExp(`\\{\\{\\s*${n}\\s*\\}\\}`, 'g'), '');
  }
  return out;
}

/** The HTML the system appends after the (already sanitised) body: a button and the plain address. */
export function secretLinksHtml(links: SystemLink[], color: string): string {
  return links
    .map((l) => {
      const href = escapeHtml(l.url);
      return (
        `<p style="margin:24px 0 8px"><a href="${href}" style="display:inline-block;background:${escapeHtml(color)};` +
        `color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:700">${escapeHtml(l.label)}</a></p>` +
        `<p style="font-size:13px;color:#6b7280;margin:0 0 8px">If the button does not work, copy this address into your browser:<br>` +
        `<a href="${href}">${href}</a></p>`
      );
    })
    .join('');
}

/** The plain-text lines the system appends after the text. */
export function secretLinksText(links: SystemLink[]): string {
  return links.map((l) => `\n\n${l.label}:\n${l.url}`).join('');
}

/** Names of secret links a template's parts use where they are not plain variables of that template. */
function secretLinkNamesUsed(src: string, plain: readonly string[]): string[] {
  const used: string[] = [];
  for (const m of src.matchAll(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g))
    if (SECRET_LINK_NAMES.includes(m[1]) && !plain.includes(m[1]) && !used.includes(m[1])) used.push(m[1]);
  return used;
}

/**
 * Who may change a template (the template routes' `stricterFor`): the emails carrying a secret link are a
 * super admin's with a live step-up grant (403 for an admin, 428 without step-up); the others stay the admins'.
 */
export function securityTemplateRule(params: Record<string, unknown>): StricterRule | null {
  return typeof params.key === 'string' && isSecurityTemplate(params.key)
    ? { level: 'superAdmin', stepUp: true }
    : null;
}

/**
 * A template's saved parts: no secret link name in the subject, body or text unless it is a plain variable
 * of that email (`plain`): the system adds secret links itself. Here rather than in schema.ts, which
 * templates.ts cannot import (schema.ts needs notify.ts, which sends through templates.ts).
 */
export function secretLinkFreeParts(plain: readonly string[]) {
  return z.object({ subject: z.string(), body: z.string(), text: z.string() }).superRefine((parts, ctx) => {
    for (const field of ['subject', 'body', 'text'] as const)
      for (const name of secretLinkNamesUsed(parts[field], plain))
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `{{${name}}} is a secure link: the platform adds it itself as a button after the text, so it cannot be placed in a template`,
        });
  });
}
