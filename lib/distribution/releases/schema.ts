// Inputs of the release workflow (shared by the route handlers and the forms).
import { z } from 'zod';
import { PROJECT_STATUSES } from './status';
import { recordId } from '../../platform/http/params';

const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'Not a real date');

/** The roles a release credits its contributors with (splits add the label and others: lib/royalties/schema.ts). */
export const CREDIT_ROLES = [
  'main_artist',
  'featured_artist',
  'composer',
  'lyricist',
  'producer',
  'remixer',
  'performer',
  'mixing_engineer',
  'mastering_engineer',
] as const;

/** How much of a recording or release generative AI made (the DDEX AVS ContainsAI); null: not declared. */
const aiDeclaration = z.enum(['all', 'partly', 'none']).nullable();

const releaseFields = z.object({
  title: z.string().trim().min(1, 'Give the release a title').max(200),
  primaryArtist: z.string().trim().min(1, 'Name the primary artist').max(200),
  releaseType: z.enum(['single', 'ep', 'album']),
  genre: z.string().trim().max(60),
  label: z.string().trim().max(120),
  pLine: z.string().trim().max(200),
  cLine: z.string().trim().max(200),
  releaseDate: date.nullable(),
  originalReleaseDate: date.nullable(),
  explicit: z.boolean(),
  language: z
    .string()
    .trim()
    .regex(/^[a-z]{2,3}$/, 'Use a language code such as en'),
  territories: z
    .array(z.string().regex(/^(WW|[A-Z]{2})$/, 'Use WW or 2-letter country codes'))
    .min(1)
    .max(250),
  priceTier: z.enum(['budget', 'mid', 'front', 'premium']),
  /** A UPC the artist already owns; empty to have one assigned at approval */
  upc: z.string().trim().max(20).nullable(),
  storeIds: z.array(z.string().min(1).max(40)).max(200),
  /** Generative AI in the release (ERN 4.3.2 ContainsAI); null: not declared */
  containsAi: aiDeclaration,
});

export const createReleaseSchema = releaseFields.partial().extend({
  title: releaseFields.shape.title,
  primaryArtist: releaseFields.shape.primaryArtist,
});
export const updateReleaseSchema = releaseFields.partial();

const contributorSchema = z.object({
  name: z.string().trim().min(1, 'Enter a name').max(120),
  role: z.enum(CREDIT_ROLES),
});

const trackFields = z.object({
  title: z.string().trim().min(1, 'Give the track a title').max(200),
  version: z.string().trim().max(100),
  isrc: z.string().trim().max(20).nullable(),
  explicit: z.boolean(),
  instrumental: z.boolean(),
  language: z
    .string()
    .trim()
    .regex(/^([a-z]{2,3})$/, 'Use a language code such as en, or zxx for instrumentals'),
  containsAi: aiDeclaration,
  contributors: z.array(contributorSchema).max(50),
});
export const createTrackSchema = trackFields.partial().extend({ title: trackFields.shape.title });
export const updateTrackSchema = trackFields.partial();

/** Release fields a reviewer can comment on, with the words the artist reads. */
export const RELEASE_COMMENT_FIELDS = {
  title: 'Title',
  primaryArtist: 'Artist',
  cover: 'Cover art',
  releaseDate: 'Release date',
  genre: 'Genre',
  label: 'Label',
  copyright: 'Copyright lines',
  stores: 'Stores',
} as const;
/** Track fields a reviewer can comment on. */
export const TRACK_COMMENT_FIELDS = {
  audio: 'Audio',
  title: 'Title',
  version: 'Version',
  isrc: 'ISRC',
  credits: 'Credits',
  explicit: 'Explicit flag',
  language: 'Lyrics language',
} as const;

const fieldComment = z
  .object({
    field: z.string().max(40),
    /** Set for a track field */
    trackId: z.string().min(1).max(40).optional(),
    comment: z.string().trim().min(3, 'Write what should change (at least 3 characters)').max(1000),
  })
  .refine((c) => (c.trackId ? c.field in TRACK_COMMENT_FIELDS : c.field in RELEASE_COMMENT_FIELDS), {
    message: 'Choose one of the listed fields',
    path: ['field'],
  });

export const reviewSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('start_review') }),
  z.object({ action: z.literal('approve') }),
  z.object({
    action: z.literal('reject'),
    reason: z.string().trim().min(10, 'Tell the artist what to fix (at least 10 characters)').max(2000),
  }),
  z.object({
    action: z.literal('request_changes'),
    /** An optional note for the whole release, shown above the field comments */
    note: z.string().trim().max(2000).optional(),
    comments: z.array(fieldComment).min(1, 'Comment on at least one field').max(100),
  }),
]);
export type ReviewInput = z.infer<typeof reviewSchema>;
export type FieldCommentInput = z.infer<typeof fieldComment>;

export const projectsQuery = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(PROJECT_STATUSES).optional(),
  /** the `nextCursor` of the previous page (lib/platform/paging.ts) */
  cursor: recordId.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export type ReleaseFields = z.infer<typeof releaseFields>;
export type TrackFields = z.infer<typeof trackFields>;

/** Staff re-sending a release: an update of a live one, a retry of failed deliveries, or a re-release. */
export const redeliverSchema = z.object({ mode: z.enum(['update', 'retry_failed', 'rerelease']) });
export type RedeliverMode = z.infer<typeof redeliverSchema>['mode'];
export const ernQuerySchema = z.object({
  store: z.string().max(100).optional(),
  kind: z.enum(['insert', 'update', 'takedown']).default('insert'),
});
