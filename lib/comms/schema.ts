// Inputs of in-app messaging, announcements, preferences, templates, the FAQ and contacts.
import { z } from 'zod';
import { pageQuery } from '../platform/paging';
import { recordId } from '../platform/http/params';
import { BRAND_KEYS } from '../platform/brands/brands';
import { NOTIFY_CATEGORY_KEYS } from './notify';

const brandSchema = z.enum(BRAND_KEYS);

export const segmentSchema = z.object({
  kind: z.enum(['all', 'role', 'release_in_review', 'course']),
  brand: brandSchema.optional(),
  role: z.enum(['artist', 'student', 'member', 'admin', 'super_admin']).optional(),
  courseId: recordId.optional(),
});
export type Segment = z.output<typeof segmentSchema>;

export const announcementSchema = z
  .object({
    title: z.string().trim().min(3).max(200),
    body: z.string().trim().min(1).max(10_000),
    segment: segmentSchema,
    emailToo: z.boolean().default(false),
    scheduledAt: z.coerce.date().optional(),
  })
  .refine((v) => v.segment.kind !== 'role' || v.segment.role, { path: ['segment', 'role'], message: 'Choose a role' })
  .refine((v) => v.segment.kind !== 'course' || v.segment.courseId, {
    path: ['segment', 'courseId'],
    message: 'Choose a course',
  });
export type AnnouncementInput = z.output<typeof announcementSchema>;

export const directMessageSchema = z.object({
  userId: recordId,
  body: z.string().trim().min(1).max(5000),
  emailToo: z.boolean().default(true),
});

export const userSearchSchema = z.object({ q: z.string().trim().min(2).max(100) });

export const markReadSchema = z.object({ ids: z.union([z.array(recordId).max(200), z.literal('all')]) });
export const inboxQuerySchema = pageQuery.extend({ unread: z.enum(['1', '0']).optional() });

export const preferencesSchema = z.object({
  preferences: z
    .array(
      z.object({
        category: z.enum(NOTIFY_CATEGORY_KEYS as [string, ...string[]]),
        inApp: z.boolean(),
        email: z.boolean(),
      }),
    )
    .min(1)
    .max(20),
});

export const unsubscribeQuerySchema = z.object({ u: recordId, s: z.string().min(8).max(64) });

export const templateParamsSchema = z.object({ key: z.string().regex(/^[a-z_]{2,40}$/, 'is not a template') });
export const templateBrandQuerySchema = z.object({ brand: brandSchema.default('tnm') });
export const templatePartsSchema = z.object({
  brand: brandSchema,
  subject: z.string().trim().min(1).max(300),
  body: z.string().trim().min(1).max(20_000),
  text: z.string().trim().min(1).max(20_000),
});

export const faqQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  brand: brandSchema.optional(),
});
export const faqArticleSchema = z.object({
  brand: brandSchema,
  category: z.string().trim().min(2).max(80),
  title: z.string().trim().min(3).max(200),
  body: z.string().trim().min(1).max(50_000),
  published: z.boolean().default(true),
});
export const faqVoteSchema = z.object({ helpful: z.boolean() });

export const contactQuerySchema = pageQuery.extend({
  q: z.string().trim().max(200).optional(),
  tag: z.string().trim().max(50).optional(),
  source: z.string().trim().max(30).optional(),
});
export const contactUpdateSchema = z.object({
  name: z.string().trim().max(200).optional(),
  tags: z.array(z.string().trim().min(1).max(50)).max(30).optional(),
  notes: z.string().max(10_000).optional(),
});
export const contactImportSchema = z.object({
  brand: brandSchema.default('tnm'),
  csv: z.string().min(1).max(2_000_000),
  mapping: z.object({
    email: z.string().min(1),
    name: z.string().optional(),
    tags: z.string().optional(),
    notes: z.string().optional(),
  }),
  /** Preview only: report what would happen */
  dryRun: z.boolean().default(false),
});

export const replySchema = z.object({ body: z.string().trim().min(1).max(5000) });
