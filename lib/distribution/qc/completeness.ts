// Rule: the release has what every store needs (tracks, audio, genre, date, stores, artwork).
import type { QcIssue, QcRule } from './types';
import { trackField, trackLabel } from './types';

export const completeness: QcRule = {
  id: 'completeness',
  title: 'Everything stores need is there',
  check(r) {
    const out: QcIssue[] = [];
    const err = (field: string, message: string) =>
      out.push({ rule: 'completeness', field, severity: 'error' as const, message });
    if (!r.title.trim()) err('title', 'Give the release a title.');
    if (!r.primaryArtist.trim()) err('primaryArtist', 'Name the primary artist.');
    if (!r.genre.trim()) err('genre', 'Choose a genre.');
    if (!r.releaseDate) err('releaseDate', 'Choose a release date.');
    if (r.storeIds.length === 0) err('storeIds', 'Choose at least one store.');
    if (r.tracks.length === 0) err('tracks', 'Add at least one track.');
    for (const t of r.tracks) {
      if (!t.audioFileId) err(trackField(t, 'audio'), `${trackLabel(t)} has no audio: upload a WAV or FLAC file.`);
      if (!t.contributors.some((c) => c.role === 'main_artist'))
        err(trackField(t, 'contributors'), `${trackLabel(t)} needs a main artist.`);
    }
    return out;
  },
};
