// "What has Nova Reyes released?": an artist's releases (by display artist) with their status.
import { releaseStatusLabel } from '../../distribution';
import { releasesOf } from './entities';
import { normalize } from './text';
import { plural, type Intent } from './types';

const WORDS =
  /\b(?:releases?|released|releasing|albums?|singles?|eps?|songs?|tracks?|catalog\w*|discography|music|projects?)\b/;

export const artistReleasesIntent: Intent = {
  key: 'artist-releases',
  description: "An artist's releases by artist name, each with its status.",
  entity: 'artist',
  matches: (f) =>
    (WORDS.test(f.raw.toLowerCase()) || f.has('release', 'catalog', 'doing')) && !f.has('earn', 'waiting'),
  namePatterns: [
    /(?:releases|albums|singles|songs|tracks|music|catalog\w*|discography|projects) (?:by|from|of) (?:the )?(?:artist )?(.+?)\s*[?.!]*$/i,
    /what (?:has|did) (.+?) release/i,
    /^(?:list |show )?(.+?)(?:'s|’s) (?:releases|albums|singles|songs|tracks|music|catalog\w*|discography)/i,
  ],
  async answer(ctx, artist) {
    const mine = (await releasesOf(ctx)).filter((r) => normalize(r.primaryArtist) === normalize(artist!));
    const name = mine[0]?.primaryArtist ?? artist!;
    const link = { href: `/projects?q=${encodeURIComponent(name)}`, label: `Projects of ${name}` };
    const list = mine.slice(0, 12).map((r) => `"${r.title}" (${releaseStatusLabel(r.status, r.releaseDate)})`);
    const more = mine.length > 12 ? ` and ${mine.length - 12} more` : '';
    return {
      intent: this.key,
      text: `${name} has ${plural(mine.length, 'release')}: ${list.join(', ')}${more}.`,
      link,
    };
  },
};
