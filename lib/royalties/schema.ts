// zod schemas for royalties inputs, shared by the route handlers and the forms.
import { z } from 'zod';
import { FULL_SHARE_BPS } from './allocate';
import { pageQuery } from '../platform/paging';
import { TEMPLATE_FIELDS } from './template-fields';
import { CREDIT_ROLES } from '@/lib/distribution';

export { TEMPLATE_FIELDS, type TemplateField } from './template-fields';

const PERIOD_RE = /^\d{4}-(0[1-9]|1[0-2])$/;
const period = z.string().trim().regex(PERIOD_RE, 'Use a month as YYYY-MM');

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));
const currencyCode = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .refine((c) => CURRENCIES.has(c), { message: 'Unknown currency (use an ISO 4217 code such as USD or EUR)' });

/** Who a split can share with: anyone a release credits, the label, or someone else. */
const CONTRIBUTOR_ROLES = [...CREDIT_ROLES, 'label', 'other'] as const;
export type ContributorRole = (typeof CONTRIBUTOR_ROLES)[number];

const splitShareSchema = z.object({
  name: z.string().trim().min(1, 'Name the contributor').max(200),
  email: z
    .email('Enter a valid email')
    .trim()
    .toLowerCase()
    .max(254)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  role: z.enum(CONTRIBUTOR_ROLES),
  shareBps: z.number().int('Shares are whole basis points').min(1, 'Every share must be above 0%').max(FULL_SHARE_BPS),
});

const sharesSchema = z
  .array(splitShareSchema)
  .min(1, 'Add at least one contributor')
  .max(50)
  .refine((s) => s.reduce((n, x) => n + x.shareBps, 0) === FULL_SHARE_BPS, {
    message: 'Shares must add up to exactly 100% (10,000 basis points)',
  });

export const splitSheetSchema = z
  .object({
    trackId: z.string().min(1).optional(),
    releaseId: z.string().min(1).optional(),
    effectiveFrom: period,
    shares: sharesSchema,
    /** A flat amount paid first to one contributor (index into shares) before the percentages apply */
    recoup: z
      .object({ shareIndex: z.number().int().min(0), amountCents: z.number().int().min(1).max(100_000_000) })
      .optional(),
    note: z.string().trim().max(500).optional(),
  })
  .refine((v) => !!v.trackId !== !!v.releaseId, { message: 'Give either a track or a release', path: ['trackId'] })
  .refine((v) => !v.recoup || v.recoup.shareIndex < v.shares.length, {
    message: 'The recoupment must go to one of the contributors',
    path: ['recoup', 'shareIndex'],
  });
export type SplitSheetInput = z.infer<typeof splitSheetSchema>;

export const defaultSplitSchema = z.object({ shares: sharesSchema });
export type DefaultSplitInput = z.infer<typeof defaultSplitSchema>;

export const claimSchema = z.object({
  /** Only when claiming without being signed in: creates an account for the invited email */
  name: z.string().trim().min(1).max(200).optional(),
  password: z.string().min(10, 'Use at least 10 characters').max(200).optional(),
});

/** A JSON map of USD rates per currency: {"EUR":1.08,"GBP":"1.27"} */
const ratesJson = z
  .string()
  .trim()
  .max(4000)
  .transform((s, ctx) => {
    try {
      const v = JSON.parse(s) as unknown;
      if (!v || typeof v !== 'object' || Array.isArray(v)) throw new Error();
      const out: Record<string, string> = {};
      for (const [k, r] of Object.entries(v)) {
        const code = k.trim().toUpperCase();
        const rate = String(r).trim();
        if (!CURRENCIES.has(code)) throw new Error(`Unknown currency ${k}`);
        if (!/^\d{1,9}(\.\d{1,12})?$/.test(rate) || Number(rate) <= 0)
          throw new Error(`Rate of ${code} must be a positive number`);
        out[code] = rate;
      }
      return out;
    } catch (e) {
      ctx.addIssue({ code: 'custom', message: (e as Error).message || 'Give rates as JSON, such as {"EUR":1.08}' });
      return z.NEVER;
    }
  });

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** Every field is an optional override: the layout of the file gives the store, period and currency. */
export const statementFieldsSchema = z.object({
  store: z.preprocess(blankToUndefined, z.string().trim().min(1).max(100).optional()),
  period: z.preprocess(blankToUndefined, period.optional()),
  currency: z.preprocess(blankToUndefined, currencyCode.optional()),
  exchangeRate: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^\d{1,9}(\.\d{1,12})?$/, 'Enter a positive number such as 1 or 0.92')
      .refine((r) => Number(r) > 0 && Number(r) <= 100_000, {
        message: 'The exchange rate must be above 0 and at most 100,000 USD per unit',
      })
      .optional(),
  ),
  rates: z.preprocess(blankToUndefined, ratesJson.optional()),
  /** Id or name of a saved mapping; empty to detect the layout */
  mapping: z.string().trim().max(200).optional().default(''),
});

export const mappingSchema = z.object({
  name: z.string().trim().min(1).max(200),
  store: z.string().trim().max(100).default(''),
  delimiter: z.enum([',', ';', '\t', '|']).default(','),
  columns: z
    .partialRecord(z.enum(TEMPLATE_FIELDS), z.string().trim().min(1).max(200))
    .refine((c) => !!c.net_amount, { message: 'Map the net amount column' })
    .refine((c) => !!c.isrc || !!c.upc, { message: 'Map an ISRC or a UPC column' }),
  /** Only rows whose record-type column holds one of these values are read (DSR flat files) */
  recordType: z.object({ column: z.string().min(1), values: z.array(z.string().min(1)).min(1) }).optional(),
  /** The file has no header row: columns are given by number (1 = first column) */
  headerless: z.boolean().default(false),
  dateOrder: z.enum(['mdy', 'dmy']).default('mdy'),
});
export type MappingInput = z.infer<typeof mappingSchema>;

export const resolveLineSchema = z.object({ trackId: z.string().min(1) });

export const payoutRequestSchema = z.object({
  amountCents: z.number().int('Amounts are whole cents').min(1, 'Enter an amount above zero').max(1_000_000_000),
  idempotencyKey: z.string().trim().min(8).max(100),
});

export const payoutMethodSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('bank'),
    holderName: z.string().trim().min(1, 'Enter the account holder').max(200),
    bankName: z.string().trim().min(1, 'Enter the bank').max(200),
    accountNumber: z
      .string()
      .trim()
      .regex(/^[A-Z0-9 ]{4,34}$/i, 'Enter an account number or IBAN (4 to 34 letters and digits)'),
    routingNumber: z
      .string()
      .trim()
      .regex(/^[A-Z0-9]{4,11}$/i, 'Enter a routing number or SWIFT/BIC code')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    currency: currencyCode.default('USD'),
  }),
  z.object({
    type: z.literal('paypal'),
    holderName: z.string().trim().min(1, 'Enter the account holder').max(200),
    paypalEmail: z.email('Enter a valid email').trim().toLowerCase(),
    currency: currencyCode.default('USD'),
  }),
]);
export type PayoutMethodInput = z.infer<typeof payoutMethodSchema>;

export const payoutDecisionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('approve') }),
  z.object({ action: z.literal('reject'), reason: z.string().trim().min(1, 'Say why').max(500) }),
  z.object({ action: z.literal('mark_paid'), reference: z.string().trim().max(200).optional() }),
]);

export const earningsQuerySchema = z.object({
  from: period.optional(),
  to: period.optional(),
  store: z.string().trim().max(100).optional(),
  trackId: z.string().max(100).optional(),
});
export type EarningsQuery = z.infer<typeof earningsQuerySchema>;

export const adminPayoutsQuerySchema = pageQuery.extend({
  status: z.enum(['requested', 'approved', 'paid', 'rejected']).optional(),
});
export type AdminPayoutsQuery = z.infer<typeof adminPayoutsQuerySchema>;
export const unmatchedQuerySchema = z.object({
  /** the `id` of the last line of the previous page (its `nextCursor`) */
  cursor: z.string().max(80).optional(),
  limit: z.coerce.number().int().min(1).max(300).default(100),
});
export const trackSearchQuerySchema = z.object({ q: z.string().max(100).default('') });
export const releaseSplitsQuerySchema = z.object({ releaseId: z.string().min(1, 'Choose a release') });
export const reportQuerySchema = z
  .object({
    userId: z.string().min(1, 'Choose an artist'),
    from: period,
    to: period,
    format: z.enum(['json', 'csv', 'pdf']).default('json'),
  })
  .refine((q) => q.from <= q.to, { message: 'The period must start before it ends', path: ['to'] });
