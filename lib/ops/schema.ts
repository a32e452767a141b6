// Input schemas of the operations area (health, integrations, drive); a store transport's settings are
// distribution's (lib/distribution/transports/schema.ts).
import { z } from 'zod';
import { pageQuery } from '../platform/paging';
import { recordId } from '../platform/http/params';

export const storeParams = z.object({ id: recordId });

export const healthHistoryQuery = z.object({
  range: z.enum(['24h', '7d']).default('24h'),
});

export const integrationParams = z.object({
  name: z
    .string()
    .max(100)
    .regex(/^[a-z0-9:_-]+$/, 'is not an integration name'),
});

// -- drive
const name = z
  .string()
  .trim()
  .min(1, 'Enter a name')
  .max(200, 'Use at most 200 characters')
  .refine((s) => !/[\\/\u0000]/.test(s), 'A name cannot contain / or \\');

export const driveListQuery = z.object({
  folderId: recordId.optional(),
  trash: z.enum(['0', '1']).optional(),
  /** Staff: whose drive (admin-drive); artists always see their own. */
  ownerId: recordId.optional(),
});
/** The files attached elsewhere (releases, lessons, profiles), a page at a time; staff may name the owner. */
export const driveAttachedQuery = pageQuery.extend({ ownerId: recordId.optional() });

export const createFolderInput = z.object({ name, parentId: recordId.nullable().optional() });

export const updateFileInput = z
  .object({
    name: name.optional(),
    folderId: recordId.nullable().optional(),
    trashed: z.boolean().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');

export const createShareInput = z.object({
  expiresInHours: z.coerce
    .number()
    .int('Enter whole hours')
    .min(1, 'A link lasts at least one hour')
    .max(24 * 90, 'A link lasts at most 90 days'),
  password: z.string().min(4, 'Use at least 4 characters').max(200).optional(),
});

export const shareTokenParams = z.object({
  token: z
    .string()
    .min(20)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, 'is not a valid link'),
});

export const shareAccessQuery = z.object({ password: z.string().max(200).optional() });

export const downloadQuery = z.object({ version: z.coerce.number().int().min(1).max(100_000).optional() });
export const driveOwnerQuery = z.object({ ownerId: recordId.optional() });

// -- calendar
export const calendarRangeQuery = z.object({
  from: z.coerce.date().optional(),
  days: z.coerce.number().int().min(1).max(366).default(42),
});

export const calendarEventInput = z
  .object({
    title: z.string().trim().min(1, 'Enter a title').max(200),
    startsAt: z.coerce.date({ error: 'Enter a start date and time' }),
    endsAt: z.coerce.date({ error: 'Enter an end date and time' }),
  })
  .refine((v) => v.endsAt > v.startsAt, { message: 'The end must be after the start', path: ['endsAt'] });

export const calendarTaskInput = z.object({
  title: z.string().trim().min(1, 'Enter a title').max(200),
  dueAt: z.coerce.date({ error: 'Enter a due date' }),
  assigneeId: recordId.optional(),
});

export const calendarTaskUpdate = z.object({ done: z.boolean() });
/** Open tasks (the soonest due first) or done ones (the latest done first), a page at a time. */
export const calendarTaskListQuery = pageQuery.extend({ done: z.enum(['0', '1']).default('0') });

export const feedTokenParams = z.object({
  token: z
    .string()
    .min(20)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+(\.ics)?$/, 'is not a valid feed'),
});

/** `/api/drive/tus[/{uploadId}]`: the optional upload id the tus server reads from the path. */
export const tusParams = z.object({ path: z.array(z.string().min(1).max(200)).max(1).optional() });

// Payout tax information: a US W-9 or a W-8BEN, certified by the payee.
const legalName = z.string().trim().min(2, 'Enter your legal name.').max(200);
const certified = z.literal(true, { error: 'Confirm that the information is correct.' });
export const taxProfileInput = z.discriminatedUnion('form', [
  z.object({
    form: z.literal('w9'),
    legalName,
    businessType: z.enum(['individual', 'c_corp', 's_corp', 'partnership', 'trust_estate', 'llc', 'other'], {
      error: 'Choose your federal tax classification.',
    }),
    tin: z
      .string()
      .trim()
      .transform((v) => v.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{9}$/, 'A US taxpayer id (SSN or EIN) has nine digits.')),
    certify: certified,
  }),
  z.object({
    form: z.literal('w8ben'),
    legalName,
    country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'Choose your country of residence.')
      .refine((c) => c !== 'US', 'US persons give a W-9 instead.'),
    tin: z
      .string()
      .trim()
      .min(4, 'Enter the tax id number of your country.')
      .max(40, 'A tax id number has at most 40 characters.')
      .regex(/^[A-Za-z0-9 ./-]+$/, 'A tax id number has letters, digits, spaces, dots, slashes or dashes.'),
    treatyClaim: z.string().trim().max(300).optional(),
    certify: certified,
  }),
]);
export type TaxProfileInput = z.infer<typeof taxProfileInput>;

export const taxSummaryQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  format: z.enum(['json', 'csv']).default('json'),
});
