// The press kit's list columns (JSON in the database) read back with zod instead of a cast: the same shapes as
// the input (schema.ts) without its checks, since rows saved before a check was added must still show (a link
// that is not safe is hidden where it is shown, service.ts#publicEpk). A field of the wrong type reads as empty.
import { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client';

const text = z.string().catch('');
const list = <T extends z.ZodType>(item: T) => z.array(item).catch([]);

const storedLists = z.object({
  photos: list(z.object({ fileId: z.string().optional().catch(undefined), url: text, credit: text, caption: text })),
  pressQuotes: list(z.object({ quote: text, source: text, url: text })),
  tourDates: list(z.object({ date: text, venue: text, city: text, ticketUrl: text })),
  socialLinks: list(z.object({ platform: text, url: text, followers: z.number().catch(0) })),
  contacts: list(z.object({ role: text, name: text, email: text })),
});

export type EpkLists = z.output<typeof storedLists>;

type StoredEpk = Record<keyof EpkLists, Prisma.JsonValue>;

/** The photos, quotes, tour dates, links and contacts of a stored press kit, typed. */
export function epkLists(e: StoredEpk): EpkLists {
  return storedLists.parse({
    photos: e.photos,
    pressQuotes: e.pressQuotes,
    tourDates: e.tourDates,
    socialLinks: e.socialLinks,
    contacts: e.contacts,
  });
}

/** The lists as JSON to write: a photo without an upload has no `fileId` key (JSON has no undefined). */
export function epkListsJson(input: EpkLists) {
  return {
    ...input,
    photos: input.photos.map(({ fileId, ...p }) => (fileId ? { ...p, fileId } : p)),
  };
}
