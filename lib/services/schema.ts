// zod inputs of the services area: catalog, orders, payments, messages.
import { z } from 'zod';
import { BRAND_KEYS } from '../platform/brands/brands';
import { pageQuery } from '../platform/paging';

const ORDER_STATUSES = ['submitted', 'in_progress', 'delivered', 'accepted', 'cancelled', 'refunded'] as const;

export const offeringInput = z.object({
  brand: z.enum(BRAND_KEYS, { error: 'Choose a brand' }),
  key: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{1,40}$/, 'Use lower-case letters, digits and underscores'),
  name: z.string().trim().min(2, 'Enter a name').max(120),
  description: z.string().trim().max(2000).default(''),
  priceCents: z.coerce.number().int().min(0, 'The price cannot be negative').max(10_000_000),
  requirements: z.string().trim().max(2000).default(''),
  deliverables: z.string().trim().max(2000).default(''),
  turnaroundDays: z.coerce.number().int().min(1, 'At least one day').max(365),
  commissionBps: z.coerce.number().int().min(0).max(5000, 'At most 50%'),
  inPerson: z.boolean().default(false),
  active: z.boolean().default(true),
});
export type OfferingInput = z.infer<typeof offeringInput>;

export const offeringPatch = offeringInput.partial().omit({ brand: true, key: true });

export const catalogQuery = z.object({ brand: z.enum(BRAND_KEYS).optional() });

export const createOrderInput = z.object({
  offeringId: z.string().min(1, 'Choose a service').max(100),
  intake: z.record(z.string(), z.unknown()).default({}),
  /** Retrying the same submit returns the first order instead of a second one. */
  idempotencyKey: z.string().min(8).max(100).optional(),
});

export const orderListQuery = pageQuery.extend({
  status: z.enum(ORDER_STATUSES).optional(),
  mine: z.enum(['1', '0']).optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

/** The staff queue: one status of open orders, every open order, or the overdue ones. */
export const dashboardQuery = pageQuery.extend({
  tab: z.enum(['all', 'submitted', 'in_progress', 'delivered', 'overdue']).default('all'),
});
export type DashboardQuery = z.infer<typeof dashboardQuery>;

export const orderActionInput = z.discriminatedUnion('action', [
  z.object({ action: z.literal('start') }),
  z.object({ action: z.literal('assign'), assigneeId: z.string().min(1).max(100).nullable() }),
  z.object({
    action: z.literal('deliver'),
    message: z.string().trim().min(1, 'Say what you delivered').max(5000),
    fileId: z.string().max(100).optional(),
  }),
  z.object({ action: z.literal('accept') }),
  z.object({ action: z.literal('revise'), message: z.string().trim().min(1, 'Say what needs changing').max(5000) }),
  z.object({ action: z.literal('cancel'), reason: z.string().trim().max(1000).default('') }),
  z.object({ action: z.literal('refund'), reason: z.string().trim().max(1000).default('') }),
  z.object({
    action: z.literal('record_payment'),
    reference: z.string().trim().min(2, 'Enter the payment reference').max(200),
  }),
]);
export type OrderAction = z.infer<typeof orderActionInput>;

export const messageInput = z.object({
  body: z.string().trim().min(1, 'Write a message').max(5000),
  fileId: z.string().max(100).optional(),
});

export const confirmCheckoutQuery = z.object({ session_id: z.string().min(1).max(300) });

const bankLine = (max: number) => z.string().trim().max(max).default('');

/** The platform's bank account for order payments by transfer (PUT /api/services/payment-settings). */
export const bankTransferSettingsInput = z
  .object({
    accountName: z.string().trim().min(2, 'Enter the account holder').max(140),
    bankName: z.string().trim().min(2, 'Enter the bank').max(140),
    accountNumber: bankLine(64),
    routingNumber: bankLine(64),
    iban: bankLine(64),
    swift: bankLine(16),
    instructions: bankLine(1000),
  })
  .refine((v) => v.accountNumber || v.iban, { message: 'Enter an account number or an IBAN', path: ['accountNumber'] });
export type BankTransferSettingsInput = z.output<typeof bankTransferSettingsInput>;
