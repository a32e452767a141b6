// Rule: the artist name is spelled exactly as on the owner's other releases (stores split profiles
// on any difference of case, spacing or accents).
import type { QcIssue, QcRule } from './types';

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

export const artistConsistency: QcRule = {
  id: 'artist-consistency',
  title: 'Artist name spelled as on your other releases',
  check(r, c) {
    const out: QcIssue[] = [];
    const mine = r.primaryArtist.trim();
    const variant = c.ownerArtistNames.find((n) => n !== mine && fold(n) === fold(mine));
    if (variant) {
      out.push({
        rule: 'artist-consistency',
        field: 'primaryArtist',
        severity: 'error',
        message: `Your other releases spell the artist "${variant}": use exactly the same spelling, or stores will create a second artist profile.`,
      });
    }
    return out;
  },
};
