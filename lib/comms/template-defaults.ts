// Every email the platform sends, with its variables and the default texts (what used to be hard-coded).
// Admins override subject, body and text per brand in /admin-email-templates; rendering is in templates.ts.
// The texts are content, so they live in email-texts.json (one entry per email: its label, sample values,
// subject, light-Markdown body and plain text); a template's variables are the names of its sample values.
import defaults from './email-texts.json';

export interface TemplateDefault {
  label: string;
  /** Variables this template may use besides the common ones (brandName, appUrl, recipientName). */
  variables: readonly string[];
  /** Sample values for the live preview and test sends. */
  sample: Record<string, string>;
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
  const d: Omit<TemplateDefault, 'variables'> = defaults[key];
  TEMPLATE_DEFAULTS[key] = { ...d, variables: Object.keys(d.sample) };
}
