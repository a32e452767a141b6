// Track facts: one track's release, artist, ISRC, duration and language ("how long is Afterglow", "isrc of
// Glass Houses"), and durations across the catalogue (the longest, the shortest, the average), from the
// track directory the release pages read.
import { tracksOf } from './entities';
import { plural, type Intent } from './types';

/** "3:05 (185 s)" */
const duration = (ms: number) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')} (${s} s)`;
};
const LENGTH =
  /\b(?:how long|length|lengths|duration|durations|running time|run ?time|runtime|minutes?|seconds?|mins?|secs?)\b/i;

export const trackInfoIntent: Intent = {
  key: 'track-info',
  description: 'A track by title: the release it is on, its artist, its ISRC, its duration and language.',
  entity: 'track',
  matches: (f) =>
    f.has('isrc') ||
    (f.has('release') && f.test(/\b(?:which|what) release\b|\bfrom\b|\bon\b/)) ||
    LENGTH.test(f.raw) ||
    /\b(?:track|song) (?:info|details|facts|metadata)\b/i.test(f.raw),
  async answer(ctx, id) {
    const t = (await tracksOf(ctx)).find((x) => x.id === id)!;
    const facts = [
      t.durationMs ? `it runs ${duration(t.durationMs)}` : 'its duration is not known',
      t.isrc ? `its ISRC is ${t.isrc}` : 'it has no ISRC yet',
      t.instrumental ? 'instrumental' : `language ${t.language}`,
      ...(t.explicit ? ['explicit'] : []),
      ...(t.version ? [`version "${t.version}"`] : []),
    ];
    return {
      intent: this.key,
      text: `The track "${t.title}" is on "${t.release.title}" by ${t.release.primaryArtist}; ${facts.join('; ')}.`,
      link: { href: `/project/${t.releaseId}`, label: `${t.release.title} (project page)` },
    };
  },
};

/** The longest / shortest tracks of the catalogue, and the average length ("longest track", "avg song length"). */
export const trackLengthsIntent: Intent = {
  key: 'track-lengths',
  description: 'Track durations across the catalogue: the longest, the shortest and the average length.',
  matches: (f) =>
    f.has('track') &&
    (/\b(?:longest|shortest|average|avg|mean)\b/i.test(f.raw) || (LENGTH.test(f.raw) && !!f.order)) &&
    !f.has('earn'),
  async answer(ctx, _id, f) {
    const timed = (await tracksOf(ctx)).filter((t) => t.durationMs);
    if (!timed.length) return { intent: this.key, text: 'No track has a duration yet.' };
    const sorted = [...timed].sort((a, b) => b.durationMs! - a.durationMs!);
    const shortest = /\bshortest\b/i.test(f?.raw ?? '') || f?.order === 'least';
    const order = shortest ? [...sorted].reverse() : sorted;
    const avg = timed.reduce((s, t) => s + t.durationMs!, 0) / timed.length;
    return {
      intent: this.key,
      text: `${shortest ? 'Shortest' : 'Longest'} track: "${order[0].title}" (${order[0].release.title}), ${duration(order[0].durationMs!)}. Next: ${order
        .slice(1, 5)
        .map((t) => `"${t.title}" ${duration(t.durationMs!)}`)
        .join(', ')}. Average length of ${plural(timed.length, 'track')}: ${duration(avg)}.`,
    };
  },
};
