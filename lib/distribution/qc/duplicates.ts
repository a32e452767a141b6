// Rule: no ISRC and no audio file is already used by another release.
import type { QcIssue, QcRule } from './types';
import { trackField, trackLabel } from './types';

export const duplicates: QcRule = {
  id: 'duplicates',
  title: 'ISRC and audio not used by another release',
  check(r, c) {
    const out: QcIssue[] = [];
    const seenIsrc = new Map<string, number>();
    for (const t of r.tracks) {
      if (t.isrc) {
        const other = c.isrcsElsewhere.get(t.isrc);
        if (other)
          out.push({
            rule: 'duplicates',
            field: trackField(t, 'isrc'),
            severity: 'error',
            message: `${trackLabel(t)}: ISRC ${t.isrc} is already used on ${other}. A new recording needs its own ISRC.`,
          });
        if (seenIsrc.has(t.isrc))
          out.push({
            rule: 'duplicates',
            field: trackField(t, 'isrc'),
            severity: 'error',
            message: `${trackLabel(t)} has the same ISRC as track ${seenIsrc.get(t.isrc)}.`,
          });
        seenIsrc.set(t.isrc, t.position);
      }
      if (t.audioSha256) {
        const other = c.audioElsewhere.get(t.audioSha256);
        if (other)
          out.push({
            rule: 'duplicates',
            field: trackField(t, 'audio'),
            severity: 'error',
            message: `${trackLabel(t)}: this audio file is already released on ${other}.`,
          });
      }
    }
    return out;
  },
};
