// The label's roster (the command center's artists: genre, location, status) and the artists with nothing
// released yet: roster artists without a release on the platform and artist accounts without a release.
import { catalogueNames } from './areas';
import { listRoster } from '@/lib/command';
import { artistAccounts } from '@/lib/accounts';
import { releasesOf } from './entities';
import { staffOnly } from './staff';
import { findAllNames, findName, normalize } from './text';
import { memo, plural, type Intent, type LiveContext } from './types';

const link = { href: '/artist-management', label: 'Artist management' };
const rosterOf = (ctx: LiveContext) => memo(ctx, 'roster', listRoster);

/** A roster artist named in the text, by stage or real name (typo-tolerant). */
async function rosterNamed(ctx: LiveContext, raw: string) {
  const roster = await rosterOf(ctx);
  const exact = findAllNames(raw, roster, (a) => a.stageName);
  if (exact.length) return exact;
  const real = findAllNames(raw, roster, (a) => a.name);
  if (real.length) return real;
  const near = findName(raw, roster, (a) => a.stageName);
  if (near) return [near.item];
  // A first name only one artist has ("nova's genre", "kairos location").
  const words = new Set(normalize(raw).split(' '));
  const first = (a: { stageName: string }) => normalize(a.stageName).split(' ')[0];
  const hits = roster.filter((a) => first(a).length > 3 && (words.has(first(a)) || words.has(`${first(a)}s`)));
  return hits.length === 1 ? hits : [];
}

const NO_RELEASE =
  /\b(?:no|without|zero|0|never|not any|havent|hasnt|yet to)\b.*\brelease|\bnothing (?:out|released)\b/;

const PLACES: Record<string, string> = {
  la: 'los angeles',
  nyc: 'new york',
  ny: 'new york',
  atl: 'atlanta',
  chi: 'chicago',
};

export const rosterIntent: Intent = {
  key: 'artist-roster',
  description:
    "The label's artist roster: size, each artist's genre, location and status, and artists with no release yet.",
  matches: (f) =>
    f.test(/\b(?:genre|genres|style|location|located|based|hometown|roster|signed to us|bio)\b/) ||
    f.test(/\bwhere\b.*\b(?:from|based|live|located)\b/) ||
    /\b(?:kind|type|style) of music\b|\bwhat (?:style|sound)\b|\b(?:which|what) city\b/i.test(f.raw) ||
    (f.has('artist') && f.test(NO_RELEASE)) ||
    (f.has('artist') && /\b(?:signed|on the label|do we (?:represent|manage|have signed))\b/i.test(f.raw)) ||
    // "which artists are from LA", "our featured artists", "emerging acts"
    (f.has('artist') &&
      /\b(?:from|based in|live in|living in|located in|featured|emerging)\b/i.test(f.raw) &&
      !f.has('earn', 'release', 'track', 'count')),
  async answer(ctx, _id, f) {
    const denied = staffOnly(ctx, this.key, 'the artist roster');
    if (denied) return denied;
    if (!f) return null;
    const roster = await rosterOf(ctx);
    const named = await rosterNamed(ctx, f.raw);
    // "what genre is Northern Lights": a release's genre is the release's (release-status), not the roster's.
    if (!named.length && (await catalogueNames(ctx, f)).releases.length) return null;
    if (named.length)
      return {
        intent: this.key,
        text: named
          .map(
            (a) =>
              `${a.stageName} (${a.name}): genre ${a.genre || 'not set'}, based in ${a.location || 'an unknown place'}, ${a.status} on the roster${a.stats.totalReleases ? `, ${plural(a.stats.totalReleases, 'release')} listed` : ''}.`,
          )
          .join(' '),
        link,
      };
    if (f.test(NO_RELEASE)) {
      const releases = await releasesOf(ctx);
      const artists = new Set(releases.flatMap((r) => [normalize(r.primaryArtist), normalize(r.owner.name)]));
      const owners = new Set(releases.map((r) => r.ownerId));
      const accounts = (await artistAccounts()).filter((u) => !owners.has(u.id));
      const rosterNone = roster.filter((a) => !artists.has(normalize(a.stageName)));
      return {
        intent: this.key,
        text:
          `${plural(accounts.length, 'artist account')} without any release yet${accounts.length ? `: ${accounts.map((u) => u.name).join(', ')}` : ''}. ` +
          `${plural(rosterNone.length, 'roster artist')} with no release on the platform${rosterNone.length ? `: ${rosterNone.map((a) => a.stageName).join(', ')}` : ''}.`,
        link,
      };
    }
    // "Where does our money come from" names no artist: not the roster's question.
    if (!f.test(/\b(?:roster|genre|genres|count|list|which|who)\b/) && !f.has('artist')) return null;
    // "our featured artists", "which artists are from LA": the roster narrowed by status or place.
    const status = f.raw.toLowerCase().match(/\b(featured|emerging|active)\b/)?.[1];
    const place = f.raw.match(/\b(?:from|based in|live in|living in|located in|in)\s+([a-z][a-z .]+?)\s*[?.!]*$/i)?.[1];
    const where = place ? (PLACES[normalize(place)] ?? normalize(place)) : null;
    const hits = roster.filter(
      (a) =>
        (!status || a.status === status) &&
        (!where || normalize(a.location).includes(where) || normalize(a.location).split(' ').includes(where)),
    );
    if (status || (where && hits.length))
      return {
        intent: this.key,
        text: `${plural(hits.length, `${status ? `${status} ` : ''}roster artist`)}${where ? ` in ${place}` : ''}${hits.length ? `: ${hits.map((a) => `${a.stageName} (${a.genre}, ${a.location || 'location not set'}, ${a.status})`).join('; ')}` : ''}.`,
        link,
      };
    const byGenre = new Map<string, string[]>();
    for (const a of roster) byGenre.set(a.genre, [...(byGenre.get(a.genre) ?? []), a.stageName]);
    return {
      intent: this.key,
      text:
        `The roster has ${plural(roster.length, 'artist')}: ${roster.map((a) => `${a.stageName} (${a.genre}, ${a.location || 'location not set'}, ${a.status})`).join('; ')}. ` +
        `By genre: ${[...byGenre].map(([g, n]) => `${g} ${n.length}`).join(', ')}.`,
      link,
    };
  },
};
