// Inputs of the support desk (tickets, messages, staff actions).
import { z } from 'zod';
import { recordId } from '../../platform/http/params';
import { pageQuery } from '../../platform/paging';

const ticketCategory = z.enum([
  'release',
  'delivery',
  'royalties',
  'payout',
  'account',
  'school',
  'service_order',
  'other',
]);
const ticketStatus = z.enum(['new', 'open', 'waiting_on_customer', 'resolved', 'closed']);
const ticketPriority = z.enum(['low', 'normal', 'high', 'urgent']);

const body = z.string().trim().min(1, 'Write a message').max(20_000, 'is too long (20,000 characters at most)');
const attachmentIds = z.array(recordId).max(5, 'at most 5 attachments').optional();

export const createTicketSchema = z.object({
  category: ticketCategory,
  subject: z.string().trim().min(3, 'Write a short subject').max(200),
  body,
  releaseId: recordId.optional(),
  payoutId: recordId.optional(),
  attachmentIds,
});
export type CreateTicketInput = z.output<typeof createTicketSchema>;

export const ticketMessageSchema = z.object({
  body,
  internal: z.boolean().optional(),
  attachmentIds,
  /** Staff: the status after this reply (default: waiting on customer after a reply) */
  status: ticketStatus.optional(),
});
export type TicketMessageInput = z.output<typeof ticketMessageSchema>;

export const ticketUpdateSchema = z
  .object({
    status: ticketStatus.optional(),
    priority: ticketPriority.optional(),
    assigneeId: recordId.nullable().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'Change at least one field');

export const bulkStatusSchema = z.object({
  ids: z.array(recordId).min(1, 'Choose at least one ticket').max(200),
  status: ticketStatus,
});

export const mergeSchema = z.object({ intoId: recordId });

export const rateSchema = z.object({
  rating: z.number().int().min(1).max(5),
  comment: z.string().trim().max(2000).optional(),
});

export const queueQuerySchema = pageQuery.extend({
  status: z.union([ticketStatus, z.literal('active')]).optional(),
  category: ticketCategory.optional(),
  priority: ticketPriority.optional(),
  assignee: z.union([z.literal('me'), z.literal('none'), recordId]).optional(),
  overdue: z.enum(['1', '0']).optional(),
  q: z.string().trim().max(200).optional(),
});
export type QueueQuery = z.output<typeof queueQuerySchema>;
