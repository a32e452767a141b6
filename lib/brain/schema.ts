// zod inputs of every /api/brain call (001 §7), shared by the route handlers and the dialog's forms.
import { z } from 'zod';
import { pageQuery } from '../platform/paging';

export const MEMORY_CATEGORIES = ['rule', 'preference', 'pattern', 'context', 'lesson', 'workflow', 'other'] as const;
export type MemoryCategory = (typeof MEMORY_CATEGORIES)[number];

export const CATEGORY_LABELS: Record<MemoryCategory, string> = {
  rule: 'Business Rule',
  preference: 'User Preference',
  pattern: 'Behavior Pattern',
  context: 'Context/Info',
  lesson: 'Lesson Learned',
  workflow: 'Workflow',
  other: 'Other',
};

const PENDING_TYPES = ['idea', 'lesson', 'fix', 'task'] as const;
const TARGETS = ['memory', 'task'] as const;
export const TASK_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
const TASK_STATUSES = ['open', 'in_progress', 'blocked', 'done'] as const;
export const TASK_TYPES = ['feature_request', 'bug_report', 'improvement', 'question'] as const;

/** Namespaces of 001 §9: admins for chat, pending, tasks and logs; global for idea generation. */
const ns = z.enum(['admins', 'global']).default('admins');
/** The spec's clients send adminId; identity comes from the session, so it is accepted and ignored. */
const adminId = z.string().max(200).optional();
const teamId = z.string().trim().max(100).optional();
const limit = (max: number, dflt: number) => z.coerce.number().int().min(1).max(max).default(dflt);
const optionalText = (max: number) => z.string().trim().max(max).optional();
const boolish = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

export const TEACH_MISSING = 'Please provide both title and content';

export const memoryCreateSchema = z.object({
  title: z.string({ error: TEACH_MISSING }).trim().min(1, TEACH_MISSING).max(200),
  content: z.string({ error: TEACH_MISSING }).trim().min(1, TEACH_MISSING).max(10_000),
  category: z.enum(MEMORY_CATEGORIES).default('rule'),
  importance: z.coerce
    .number()
    .int('Importance is a whole number')
    .min(1, 'Importance is 1 to 10')
    .max(10, 'Importance is 1 to 10')
    .default(5),
  isGlobal: z.boolean().default(false),
  adminId,
  teamId,
});
export type MemoryCreateInput = z.output<typeof memoryCreateSchema>;

export const memoryListSchema = z.object({
  adminId,
  teamId,
  category: z.enum(MEMORY_CATEGORIES).optional(),
  search: optionalText(200),
  status: z.enum(['approved', 'pending', 'rejected']).default('approved'),
  limit: limit(500, 200),
});
export type MemoryListInput = z.output<typeof memoryListSchema>;

export const feedbackSchema = z.object({
  memoryId: z.string().min(1).max(100),
  feedbackType: z.enum(['positive', 'negative']),
  adminId,
});

export const adminQuerySchema = z.object({ adminId, teamId });
/** A paged list in the assistant's admin views (`lib/platform/paging.ts`). */
export const adminPageQuerySchema = adminQuerySchema.extend(pageQuery.shape);

export const chatSchema = z.object({
  message: z.string({ error: 'Type a message' }).trim().min(1, 'Type a message').max(4000),
  ns,
  withCode: boolish.default(true),
  conversationId: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, 'Not a conversation id')
    .optional(),
  adminId,
  teamId,
  /** The floating panel and the dialog read a streamed reply when an LLM is configured. */
  stream: boolish.default(false),
});
export type ChatInput = z.output<typeof chatSchema>;

export const historySchema = z.object({ adminId, limit: limit(100, 20) });
export const agentLogsSchema = z.object({ ns, limit: limit(500, 100) });

/** Spec 001 fixes `limit` (50): it stays, as the size of a page followed by `cursor`. */
export const pendingListSchema = pageQuery.extend({
  ns,
  type: z.enum(PENDING_TYPES).optional(),
  q: optionalText(200),
  limit: limit(200, 50),
});

export const approveSchema = z.object({
  ns,
  weight: z.coerce.number().int().min(1, 'Weight is 1 to 10').max(10, 'Weight is 1 to 10').default(6),
  target: z.enum(TARGETS).optional(),
});

export const rejectSchema = z.object({ ns, reason: optionalText(1000) });

export const pendingPatchSchema = z.object({
  ns,
  title: z.string().trim().min(1, 'Title cannot be empty').max(200).optional(),
  detail: z.string().trim().max(10_000).optional(),
  tags: z.array(z.string().trim().min(1).max(40)).max(20).optional(),
  target: z.enum(TARGETS).nullable().optional(),
});

export const bulkSchema = z.object({
  ns,
  ids: z.array(z.string().min(1).max(100)).min(1, 'Select at least one item').max(200),
  action: z.enum(['approve', 'reject']),
  reason: optionalText(1000),
});

export const promoteSchema = z.object({
  ns,
  category: z.string().trim().min(1).max(40).default('suggestion'),
  target: z.enum(TARGETS),
  title: optionalText(200),
  detail: z.string().trim().max(10_000).default(''),
  payload: z.record(z.string(), z.unknown()).optional(),
});

/** Spec 001 fixes `limit` (100): it stays, as the size of a page followed by `cursor`. */
export const taskListSchema = pageQuery.extend({
  ns,
  status: z.enum([...TASK_STATUSES, 'all']).default('open'),
  limit: limit(200, 100),
});

export const taskCreateSchema = z.object({
  ns,
  title: z.string().trim().min(1, 'Title is required').max(200),
  detail: z.string().trim().min(1, 'Description is required').max(10_000),
  priority: z.enum(TASK_PRIORITIES).default('medium'),
  taskType: z.enum(TASK_TYPES).default('feature_request'),
});

export const taskPatchSchema = z
  .object({ ns, status: z.enum(TASK_STATUSES).optional(), priority: z.enum(TASK_PRIORITIES).optional() })
  .refine((v) => v.status !== undefined || v.priority !== undefined, 'Send a status or a priority');

export const nsOnlySchema = z.object({ ns });

export const codeApproveSchema = z.object({ approvedBy: z.string().max(200).optional() });
export const codeRejectSchema = z.object({ rejectedBy: z.string().max(200).optional(), reason: optionalText(1000) });

export const scanSchema = z.object({ ns, replace: z.boolean().default(true) });

export const suggestProtocolsSchema = z.object({
  task: z.string().trim().min(1, 'Describe the task').max(2000),
  agentName: z.string().trim().max(100).optional(),
  adminId,
});

export const ideasSchema = z.object({
  ns: z.enum(['admins', 'global']).default('global'),
  saveToPending: z.boolean().default(true),
});
export const emptySchema = z.object({}).passthrough();
