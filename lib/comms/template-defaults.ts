// Every email the platform sends, with its variables and the default texts (what used to be hard-coded).
// Admins override subject, body and text per brand in /admin-email-templates; rendering is in templates.ts.
// The texts are content, so they live in email-texts.json (one entry per email: its label, sample values,
// subject, light-Markdown body and plain text); a template's variables are the names of its sample values.
// An email that carries a secret link (a single-use token: reset, invitations, verification, contract,
// booking, split claims and split sheets) lists it under `links`: it is never a template variable; the
// system renders it as a button and a plain line after the text (secret-links.ts).
import defaults from './email-texts.json';

/** A secret link the system renders itself: its name (what senders pass), its button label, a sample path. */
export interface SecretLinkSpec {
  name: string;
  label: string;
  /** A path on the platform, shown in previews and test sends. */
  sample: string;
}

export interface TemplateDefault {
  label: string;
  /** Variables this template may use besides the common ones (brandName, appUrl, recipientName). */
  variables: readonly string[];
  /** Sample values for the live preview and test sends. */
  sample: Record<string, string>;
  /** Secret links rendered by the system after the text, never by the template. */
  links: readonly SecretLinkSpec[];
  subject: string;
  /** Light Markdown with {{variables}} */
  body: string;
  text: string;
}

export const COMMON_VARIABLES = ['brandName', 'appUrl', 'recipientName'] as const;

export type TemplateKey = keyof typeof defaults;
export const TEMPLATE_KEYS = Object.keys(defaults) as TemplateKey[];

export const TEMPLATE_DEFAULTS = {} as Record<TemplateKey, TemplateDefault>;
for (const key of TEMPLATE_KEYS) {
  const d: Omit<TemplateDefault, 'variables' | 'links'> & { links?: SecretLinkSpec[] } = defaults[key];
  TEMPLATE_DEFAULTS[key] = { ...d, links: d.links ?? [], variables: Object.keys(d.sample) };
}

/**
 * The templates of security emails: those carrying a secret link. Changing them needs a super admin with
 * a live step-up grant (the template routes choose the rule by key).
 */
export const SECRET_LINK_TEMPLATES: readonly TemplateKey[] = TEMPLATE_KEYS.filter(
  (k) => TEMPLATE_DEFAULTS[k].links.length > 0,
);

export function isSecurityTemplate(key: string): boolean {
  return (SECRET_LINK_TEMPLATES as readonly string[]).includes(key);
}

/** Every secret link name of every template: none may appear in a template unless it is a plain variable there. */
export const SECRET_LINK_NAMES: readonly string[] = [
  ...new Set(SECRET_LINK_TEMPLATES.flatMap((k) => TEMPLATE_DEFAULTS[k].links.map((l) => l.name))),
];
