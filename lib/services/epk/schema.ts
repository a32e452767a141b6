// zod inputs of the electronic press kit.
import { z } from 'zod';
import { isSafeLinkUrl } from '../../platform/security/link-url';

const url = z
  .string()
  .trim()
  .url('Enter a full web address (https://...)')
  .max(500)
  .refine(isSafeLinkUrl, 'Use a web address starting with https:// or http:// (or a mailto: address)');
const optionalUrl = z.union([z.literal(''), url]).default('');

export const epkInput = z.object({
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9](?:[a-z0-9-]{1,58}[a-z0-9])$/, 'Use 3 to 60 lower-case letters, digits and dashes')
    .refine((s) => !['links', 'files'].includes(s), 'That address is reserved; choose another'),
  artistName: z.string().trim().min(1, 'Enter the artist name').max(120),
  genre: z.string().trim().max(80).default(''),
  location: z.string().trim().max(120).default(''),
  bioShort: z.string().trim().max(300, 'Keep the short bio under 300 characters').default(''),
  bioMedium: z.string().trim().max(1500).default(''),
  bioLong: z.string().trim().max(8000).default(''),
  photos: z
    .array(
      z.object({
        fileId: z.string().max(64).optional(),
        url: optionalUrl,
        credit: z.string().trim().max(200).default(''),
        caption: z.string().trim().max(300).default(''),
      }),
    )
    .max(20)
    .default([]),
  pressQuotes: z
    .array(
      z.object({
        quote: z.string().trim().min(1, 'Enter the quote').max(1000),
        source: z.string().trim().max(200),
        url: optionalUrl,
      }),
    )
    .max(30)
    .default([]),
  tourDates: z
    .array(
      z.object({
        date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the date as YYYY-MM-DD'),
        venue: z.string().trim().min(1, 'Enter the venue').max(200),
        city: z.string().trim().max(200).default(''),
        ticketUrl: optionalUrl,
      }),
    )
    .max(100)
    .default([]),
  socialLinks: z
    .array(
      z.object({
        platform: z.string().trim().min(1).max(40),
        url,
        followers: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
      }),
    )
    .max(20)
    .default([]),
  contacts: z
    .array(
      z.object({
        role: z.string().trim().min(1).max(80),
        name: z.string().trim().max(120),
        email: z.email('Enter a valid email address'),
      }),
    )
    .max(10)
    .default([]),
  stagePlotFileId: z.string().max(64).nullable().default(null),
  riderFileId: z.string().max(64).nullable().default(null),
  published: z.boolean().default(false),
});
export type EpkInput = z.infer<typeof epkInput>;

export const epkLinkInput = z.object({
  recipient: z.string().trim().min(2, 'Say who the link is for').max(200),
  expiresInDays: z.coerce.number().int().min(1).max(365).default(30),
});

export const slugParams = z.object({ slug: z.string().min(1).max(80) });
export const slugMediaParams = z.object({ slug: z.string().min(1).max(80), fileId: z.string().min(1).max(64) });
export const tokenQuery = z.object({ t: z.string().max(200).optional() });
