// Flags and credits of the catalogue: which releases and tracks are marked explicit ("how many releases are
// flagged explicit", "explicit tracks?", "is City of Glass explicit") and who is featured ("who's featured on
// Skyline", "feat. artists on Midnight Signals", "which tracks have a guest artist"), from the release and
// track directories the user may see.
import { catalogueNames } from './areas';
import { releasesOf, tracksOf } from './entities';
import { plural, type Intent } from './types';

const link = { href: '/projects', label: 'Projects' };
const EXPLICIT = /\b(?:explicit|parental advisory|nsfw|profanity|profane|clean (?:versions?|tracks?|releases?))\b/i;
const FEATURED =
  /\b(?:featured on|featuring|feat\.?|ft\.?|features?|guest(?:s| artists?| verses?| vocals?)?|featured artists?|collab(?:orat\w*|s)?)\b/i;
const quoted = (titles: string[], max = 12) =>
  titles
    .slice(0, max)
    .map((t) => `"${t}"`)
    .join(', ') + (titles.length > max ? ` and ${titles.length - max} more` : '');

export const explicitIntent: Intent = {
  key: 'explicit-content',
  description: 'Which releases and tracks are flagged explicit (parental advisory), or whether a named one is.',
  matches: (f) => EXPLICIT.test(f.raw) && !f.has('earn', 'ticket', 'payout', 'course', 'lesson'),
  async answer(ctx, _id, f) {
    if (!f) return null;
    const [releases, tracks, names] = await Promise.all([releasesOf(ctx), tracksOf(ctx), catalogueNames(ctx, f)]);
    // "is City of Glass explicit": the named release or track.
    if (names.releases.length || names.tracks.length) {
      const parts = [
        ...names.releases.map((n) => {
          const r = releases.find((x) => x.id === n.id);
          const flagged = tracks.filter((t) => t.releaseId === n.id && t.explicit).map((t) => t.title);
          return `"${n.name}" is ${r?.explicit ? '' : 'not '}flagged explicit${flagged.length ? ` (explicit tracks: ${quoted(flagged)})` : ''}`;
        }),
        ...names.tracks.map((n) => {
          const t = tracks.find((x) => x.id === n.id);
          return `the track "${n.name}" is ${t?.explicit ? '' : 'not '}flagged explicit`;
        }),
      ];
      return { intent: this.key, text: `${parts.join('; ')}.`.replace(/^t/, 'T'), link };
    }
    const r = releases.filter((x) => x.explicit).map((x) => x.title);
    const t = tracks.filter((x) => x.explicit).map((x) => `${x.title} (${x.release.title})`);
    return {
      intent: this.key,
      text: `${plural(r.length, 'release')} of ${releases.length} ${r.length === 1 ? 'is' : 'are'} flagged explicit${r.length ? `: ${quoted(r)}` : ''}; ${plural(t.length, 'track')} of ${tracks.length} ${t.length === 1 ? 'is' : 'are'} flagged explicit${t.length ? `: ${quoted(t)}` : ''}.`,
      link,
    };
  },
};

export const featuredArtistsIntent: Intent = {
  key: 'featured-artists',
  description: 'Who is featured (featured artists credited) on a named release or track, or every featured credit.',
  matches: (f) => FEATURED.test(f.raw) && !f.has('earn', 'ticket', 'payout', 'course', 'lesson', 'order'),
  async answer(ctx, _id, f) {
    if (!f) return null;
    const [tracks, names] = await Promise.all([tracksOf(ctx), catalogueNames(ctx, f)]);
    const credits = (list: typeof tracks) =>
      list.flatMap((t) => t.contributors.map((c) => ({ who: c.name, track: t.title, release: t.release.title })));
    const on = (rows: ReturnType<typeof credits>) =>
      rows.map((c) => `${c.who} on "${c.track}"${c.track === c.release ? '' : ` (${c.release})`}`).join(', ');
    if (names.releases.length || names.tracks.length) {
      const ids = new Set(names.releases.map((r) => r.id));
      const trackIds = new Set(names.tracks.map((t) => t.id));
      const rows = credits(tracks.filter((t) => ids.has(t.releaseId) || trackIds.has(t.id)));
      const what = [...names.releases, ...names.tracks].map((n) => `"${n.name}"`).join(' and ');
      return {
        intent: this.key,
        text: rows.length
          ? `Featured on ${what}: ${on(rows)}.`
          : `No featured artist is credited on ${what} (no featured-artist credit on its tracks).`,
        link,
      };
    }
    // "our featured artists" without a credit word is the roster's label, answered by artist-roster.
    if (
      !/\b(?:featured on|featuring|feat\.?|ft\.?|guest\w*|features?|collab\w*|tracks?|songs?|releases?|credits?)\b/i.test(
        f.raw,
      )
    )
      return null;
    const rows = credits(tracks);
    // "who is featured by Kairo James": an artist's featured credits only.
    const artists = new Set(names.artists.map((a) => a.name.toLowerCase()));
    const mine = artists.size ? rows.filter((c) => artists.has(c.who.toLowerCase())) : rows;
    return {
      intent: this.key,
      text: mine.length
        ? `${plural(mine.length, 'featured-artist credit')}: ${on(mine)}.`
        : 'No featured-artist credits on any track.',
      link,
    };
  },
};

const CODE = /\b(?:upcs?|isrcs?|barcodes?|eans?)\b/i;
const MISSING =
  /\b(?:missing|lacks?|lacking|without|no|not assigned|unassigned|blank|empty|none|(?:do|does|did)(?:n'?t| not) (?:have|got)|(?:has|have)(?:n'?t| not) (?:got )?(?:an? |any |their |its )?(?:upcs?|isrcs?))\b/i;

export const missingCodesIntent: Intent = {
  key: 'missing-codes',
  description: 'Releases without a UPC and tracks without an ISRC (codes not assigned yet).',
  matches: (f) => CODE.test(f.raw) && MISSING.test(f.raw),
  async answer(ctx) {
    const [releases, tracks] = await Promise.all([releasesOf(ctx), tracksOf(ctx)]);
    const r = releases.filter((x) => !x.upc).map((x) => x.title);
    const t = tracks.filter((x) => !x.isrc).map((x) => `${x.title} (${x.release.title})`);
    return {
      intent: this.key,
      text: `${plural(r.length, 'release')} of ${releases.length} ${r.length === 1 ? 'has' : 'have'} no UPC yet${r.length ? `: ${quoted(r)}` : ''}; ${plural(t.length, 'track')} of ${tracks.length} ${t.length === 1 ? 'has' : 'have'} no ISRC yet${t.length ? `: ${quoted(t)}` : ''}.`,
      link,
    };
  },
};
