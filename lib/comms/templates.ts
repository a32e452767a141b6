// Email templates per brand: {{variables}} checked at save time, light Markdown laid out with MJML so the
// HTML part works in common mail clients, and a plain-text part. Senders render, then call sendEmail.
// Secret links are no variables: the system appends them after the text (secret-links.ts), and the
// templates of emails carrying one are changed only by a super admin after step-up.
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { db } from '../platform/db';
import { brandBaseUrl, onBrandAddress } from '../platform/brands/public-url';
import { BadRequest, Forbidden, NotFound } from '../platform/errors';
import type { Issue } from '../platform/errors';
import { BRANDS, BRAND_KEYS, FALLBACK_BRAND, type BrandKey } from '../platform/brands/brands';
import { sendEmail, type EmailAttachment } from '../platform/mail/service';
import type { SessionUser } from '../platform/auth/session';
import { recordAudit } from '../platform/audit';
import { layout } from './email-layout';
import { parseWith } from '../platform/http/with-auth';
import {
  COMMON_VARIABLES,
  TEMPLATE_DEFAULTS,
  TEMPLATE_KEYS,
  SECRET_LINK_NAMES,
  isSecurityTemplate,
  type TemplateKey,
} from './template-defaults';
import {
  sampleLinks,
  secretLinkFreeParts,
  secretLinksHtml,
  secretLinksText,
  takeSecretLinks,
  withoutSecretLinkNames,
  type SystemLink,
} from './secret-links';

export { type TemplateKey };

const VAR = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

function brandKey(brand: string | null | undefined): BrandKey {
  return (BRAND_KEYS as readonly string[]).includes(brand ?? '') ? (brand as BrandKey) : FALLBACK_BRAND;
}

function isTemplateKey(key: string): key is TemplateKey {
  return (TEMPLATE_KEYS as string[]).includes(key);
}

function allowedVariables(key: TemplateKey): string[] {
  return [...COMMON_VARIABLES, ...TEMPLATE_DEFAULTS[key].variables];
}

/** Every {{variable}} the parts use that the template does not offer, as 400 issues (empty when fine). */
function unknownVariables(key: TemplateKey, parts: { subject: string; body: string; text: string }): Issue[] {
  const allowed = new Set(allowedVariables(key));
  // A secret link's name gets its own message (schema.ts); other unknown names the generic one.
  const secret = secretLinkFreeParts([...allowed]).safeParse(parts);
  const issues: Issue[] = (secret.error?.issues ?? []).map((i) => ({ path: i.path.join('.'), message: i.message }));
  for (const field of ['subject', 'body', 'text'] as const) {
    for (const m of parts[field].matchAll(VAR)) {
      if (!allowed.has(m[1]) && !SECRET_LINK_NAMES.includes(m[1]))
        issues.push({
          path: field,
          message: `{{${m[1]}}} is not a variable of this email (use ${[...allowed].join(', ')})`,
        });
    }
    // A brace pair that is not a well-formed variable would be sent as-is: refuse it too.
    const stray = parts[field].replace(VAR, '').match(/\{\{|\}\}/);
    if (stray) issues.push({ path: field, message: 'has an unfinished {{variable}}' });
  }
  return issues;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function fill(src: string, vars: Record<string, string>, esc: (s: string) => string): string {
  return src.replace(VAR, (_m, name: string) => esc(vars[name] ?? ''));
}

export interface Rendered {
  subject: string;
  text: string;
  html: string;
}

export interface TemplateParts {
  subject: string;
  body: string;
  text: string;
}

/**
 * Renders template parts with values (unknown variables render empty). In the HTML part each value stands
 * in as an inert placeholder while the Markdown is parsed and is put back HTML-escaped afterwards, so a
 * value can neither add formatting nor be split by it: a token in a link stays one string, which is what
 * lets sendEmail redact it from the stored copy.
 */
async function renderParts(
  brand: BrandKey,
  key: TemplateKey,
  stored: TemplateParts,
  vars: Record<string, string>,
  links: SystemLink[],
): Promise<Rendered> {
  const all: Record<string, string> = { brandName: BRANDS[brand].name, appUrl: brandBaseUrl(brand), ...vars };
  // A stored template from before secret links left the variables: their names render empty.
  const plain = TEMPLATE_DEFAULTS[key].variables;
  const parts = {
    subject: withoutSecretLinkNames(stored.subject, plain),
    body: withoutSecretLinkNames(stored.body, plain),
    text: withoutSecretLinkNames(stored.text, plain),
  };
  const subject = fill(parts.subject, all, (s) => s).replace(/[\r\n]+/g, ' ');
  const values: string[] = [];
  const md = parts.body.replace(VAR, (_m, name: string) => {
    values.push(all[name] ?? '');
    return `QZTPLV${values.length - 1}VLPTZQ`;
  });
  const parsed = (marked.parse(md, { async: false, gfm: true, breaks: true }) as string).replace(
    /QZTPLV(\d+)VLPTZQ/g,
    (_m, i: string) => escapeHtml(values[Number(i)]).replace(/\r?\n/g, '<br>'),
  );
  const inner = sanitizeHtml(parsed, {
    allowedTags: ['p', 'br', 'strong', 'em', 'a', 'ul', 'ol', 'li', 'blockquote', 'hr', 'h2', 'h3', 'code'],
    allowedAttributes: { a: ['href'] },
    allowedSchemes: ['http', 'https', 'mailto'],
  });
  // The secret links come after the sanitised body, from the system: the template cannot wrap them.
  const html = await layout(brand, inner + secretLinksHtml(links, BRANDS[brand].themeColor));
  return { subject, text: fill(parts.text, all, (s) => s).trimEnd() + secretLinksText(links), html };
}

async function templateParts(brand: BrandKey, key: TemplateKey): Promise<TemplateParts & { custom: boolean }> {
  const row = await db.emailTemplate.findUnique({ where: { brand_key: { brand, key } } });
  const d = TEMPLATE_DEFAULTS[key];
  return row
    ? { subject: row.subject, body: row.body, text: row.text, custom: true }
    : { subject: d.subject, body: d.body, text: d.text, custom: false };
}

export async function renderTemplate(brand: string | null | undefined, key: TemplateKey, vars: Record<string, string>) {
  const b = brandKey(brand);
  const { vars: plain, links } = takeSecretLinks(key, vars, b);
  // Links the sender built on APP_BASE_URL (an order, the messages page) go to the brand's own address.
  const onBrand = Object.fromEntries(Object.entries(plain).map(([k, v]) => [k, onBrandAddress(b, v)]));
  return renderParts(b, key, await templateParts(b, key), onBrand, links);
}

export interface TemplatedEmail {
  to: string;
  brand?: string | null;
  template: TemplateKey;
  vars: Record<string, string>;
  secrets?: string[];
  replyTo?: string;
  headers?: Record<string, string>;
  /** The outbox kind (defaults to the template key) */
  kind?: string;
  attachments?: EmailAttachment[];
}

/** Renders the brand's template and hands it to sendEmail (after any transaction commits). */
export async function sendTemplatedEmail(e: TemplatedEmail): Promise<string> {
  const r = await renderTemplate(e.brand, e.template, e.vars);
  return sendEmail({
    to: e.to,
    kind: e.kind ?? e.template,
    subject: r.subject,
    text: r.text,
    html: r.html,
    secrets: e.secrets,
    replyTo: e.replyTo,
    headers: e.headers,
    attachments: e.attachments,
  });
}

export async function listTemplates(brand: BrandKey) {
  const rows = await db.emailTemplate.findMany({ where: { brand } });
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return TEMPLATE_KEYS.map((key) => {
    const d = TEMPLATE_DEFAULTS[key];
    const row = byKey.get(key);
    return {
      key,
      label: d.label,
      variables: allowedVariables(key),
      sample: d.sample,
      /** The secret links the system adds after the text (never variables), and who may change this email. */
      links: d.links.map((l) => l.label),
      superAdminOnly: isSecurityTemplate(key),
      subject: row?.subject ?? d.subject,
      body: row?.body ?? d.body,
      text: row?.text ?? d.text,
      custom: !!row,
      updatedAt: row?.updatedAt ?? null,
      defaults: { subject: d.subject, body: d.body, text: d.text },
    };
  });
}
export type TemplateListItem = Awaited<ReturnType<typeof listTemplates>>[number];

function keyOrThrow(key: string): TemplateKey {
  if (!isTemplateKey(key)) throw new NotFound('There is no such email');
  return key;
}

/** The templates of security emails (carrying a secret link) are a super admin's (the route adds step-up). */
function assertMayChange(actor: SessionUser, key: TemplateKey) {
  if (isSecurityTemplate(key) && actor.role !== 'super_admin')
    throw new Forbidden('Only a super admin can change the emails that carry a secure link.');
}

export async function saveTemplate(actor: SessionUser, brand: BrandKey, key: string, parts: TemplateParts) {
  const k = keyOrThrow(key);
  assertMayChange(actor, k);
  parseWith(secretLinkFreeParts(allowedVariables(k)), parts, 'The template cannot be saved');
  const issues = unknownVariables(k, parts);
  if (issues.length)
    throw new BadRequest(`The template cannot be saved: ${issues[0].path} ${issues[0].message}`, issues);
  return db.$transaction(async (tx) => {
    const row = await tx.emailTemplate.upsert({
      where: { brand_key: { brand, key: k } },
      create: { brand, key: k, ...parts, updatedById: actor.id },
      update: { ...parts, updatedById: actor.id },
    });
    await recordAudit({
      tx,
      actor: actor.id,
      action: 'email_template.save',
      target: { type: 'email_template', id: row.id },
      detail: { brand, key: k },
    });
    return { key: k, brand, updatedAt: row.updatedAt };
  });
}

export async function resetTemplate(actor: SessionUser, brand: BrandKey, key: string) {
  const k = keyOrThrow(key);
  assertMayChange(actor, k);
  await db.$transaction(async (tx) => {
    await tx.emailTemplate.deleteMany({ where: { brand, key: k } });
    await recordAudit({
      tx,
      actor: actor.id,
      action: 'email_template.reset',
      target: { type: 'email_template', id: null },
      detail: { brand, key: k },
    });
  });
}

/** Preview of unsaved parts with the sample data; unknown variables are reported, not rendered. */
export async function previewTemplate(brand: BrandKey, key: string, parts: TemplateParts) {
  const k = keyOrThrow(key);
  const issues = unknownVariables(k, parts);
  const d = TEMPLATE_DEFAULTS[k];
  const rendered = await renderParts(
    brand,
    k,
    parts,
    { recipientName: 'Alex Sample', ...d.sample },
    sampleLinks(d.links, brand),
  );
  return { ...rendered, issues };
}

export async function sendTestTemplate(actor: SessionUser, brand: BrandKey, key: string, parts: TemplateParts) {
  const k = keyOrThrow(key);
  const issues = unknownVariables(k, parts);
  if (issues.length) throw new BadRequest(`Fix the template first: ${issues[0].path} ${issues[0].message}`, issues);
  const d = TEMPLATE_DEFAULTS[k];
  const r = await renderParts(brand, k, parts, { recipientName: actor.name, ...d.sample }, sampleLinks(d.links, brand));
  await sendEmail({
    to: actor.email,
    kind: 'template_test',
    subject: `[Test] ${r.subject}`,
    text: r.text,
    html: r.html,
  });
  return { sentTo: actor.email };
}
