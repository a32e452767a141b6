// Rule (warning): the type the artist chose is the one the tracks make. The ERN message's ReleaseType follows the
// tracks (stores' rule: ../ern/release-profile.ts), so a release chosen "album" with four short tracks reaches the
// stores as an EP; the artist is told before submitting. Checked once every track's length is known (its audio).
import { audioReleaseType, RELEASE_TYPE_RULE, type AudioReleaseType } from '../ern/release-profile';
import type { QcIssue, QcRule } from './types';

const WORD: Record<AudioReleaseType, string> = { single: 'a single', ep: 'an EP', album: 'an album' };

export const releaseType: QcRule = {
  id: 'release-type',
  title: 'Release type agrees with the tracks',
  check(r) {
    const out: QcIssue[] = [];
    if (!r.releaseType || r.tracks.length === 0 || r.tracks.some((t) => !t.durationMs)) return out;
    const made = audioReleaseType(r.tracks.map((t) => t.durationMs ?? 0));
    if (made !== r.releaseType)
      out.push({
        rule: 'release-type',
        field: 'releaseType',
        severity: 'warning',
        message: `This release is set as ${WORD[r.releaseType]}, but its ${r.tracks.length} track${r.tracks.length === 1 ? '' : 's'} make ${WORD[made]}: stores will list it as ${WORD[made]} (${RELEASE_TYPE_RULE}).`,
      });
    return out;
  },
};
