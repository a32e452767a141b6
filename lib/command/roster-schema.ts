// Inputs of the label roster (spec §3 Artist, §5 Add Artist, §7.2).
import { z } from 'zod';

const url = z.union([
  z.literal(''),
  z.url({ protocol: /^https?$/, message: 'Enter a full link starting with https://' }),
]);

const socialLinksSchema = z
  .object({ spotify: url.optional(), youtube: url.optional(), facebook: url.optional(), instagram: url.optional() })
  .strict();

const rosterStatsSchema = z
  .object({
    monthlyStreams: z.string().trim().max(40).optional(),
    totalReleases: z.coerce.number().int().min(0).max(100_000).optional(),
    socialFollowers: z.string().trim().max(40).optional(),
    yearlyRevenue: z.string().trim().max(40).optional(),
  })
  .strict();

export const ROSTER_STATUSES = ['featured', 'active', 'emerging', 'alumni'] as const;

/** The multipart form's text fields after JSON fields are decoded. */
export const newRosterArtistSchema = z.object({
  name: z.string().trim().min(1, 'Please fill in all required fields').max(120),
  stageName: z.string().trim().min(1, 'Please fill in all required fields').max(120),
  genre: z.string().trim().min(1, 'Please fill in all required fields').max(60),
  location: z.string().trim().max(120).default(''),
  bio: z.string().trim().max(4000).default(''),
  status: z.enum(ROSTER_STATUSES).default('active'),
  socialLinks: socialLinksSchema.default({}),
  stats: rosterStatsSchema.default({}),
  achievements: z.array(z.string().trim().min(1).max(200)).max(30).default([]),
});

export const reorderSchema = z.object({
  reorderedArtists: z
    .array(z.object({ id: z.string().min(1).max(64), displayOrder: z.number().int().min(1) }).loose())
    .min(1, 'Send the whole roster in its new order')
    .max(1000),
});

/** totalReleases is parsed as an integer, default 0 (spec §5). */
export function parseTotalReleases(value: unknown): number {
  const n = Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(n) && n >= 0 ? n : 0;
}

export const rosterStatusSchema = z.object({ status: z.enum(ROSTER_STATUSES) });
