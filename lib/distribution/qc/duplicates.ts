// Rule: an ISRC or an audio file of this release is on another release only as the same recording of the
// same owner (a single and its album carry one ISRC and one master), never another owner's, never twice here.
import type { QcIssue, QcRule, QcTrack } from './types';
import { trackField, trackLabel } from './types';

const sameTitle = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function issue(t: QcTrack, name: string, severity: QcIssue['severity'], message: string): QcIssue {
  return { rule: 'duplicates', field: trackField(t, name), severity, message };
}

export const duplicates: QcRule = {
  id: 'duplicates',
  title: 'ISRC and audio: one recording, never another owner\u2019s',
  check(r, c) {
    const out: QcIssue[] = [];
    const seenIsrc = new Map<string, number>();
    for (const t of r.tracks) {
      if (t.isrc) {
        const other = c.isrcsElsewhere.get(t.isrc);
        if (other && !other.sameOwner)
          out.push(
            issue(
              t,
              'isrc',
              'error',
              `${trackLabel(t)}: ISRC ${t.isrc} is already used on ${other.release}. A new recording needs its own ISRC.`,
            ),
          );
        else if (other && !sameTitle(other.title, t.title))
          out.push(
            issue(
              t,
              'isrc',
              'warning',
              `${trackLabel(t)}: ISRC ${t.isrc} is also on ${other.release}, as "${other.title}". One ISRC names one recording: use it again only for the same recording.`,
            ),
          );
        if (seenIsrc.has(t.isrc))
          out.push(issue(t, 'isrc', 'error', `${trackLabel(t)} has the same ISRC as track ${seenIsrc.get(t.isrc)}.`));
        seenIsrc.set(t.isrc, t.position);
      }
      if (t.audioSha256) {
        const other = c.audioElsewhere.get(t.audioSha256);
        // The owner's own master released again is fine under the ISRC it was released with: stores and
        // societies count one recording. Under another ISRC (or none yet: approval would issue a new one) it
        // would become a second recording.
        if (other && !other.sameOwner)
          out.push(
            issue(t, 'audio', 'error', `${trackLabel(t)}: this audio file is already released on ${other.release}.`),
          );
        else if (other && (!other.isrc || other.isrc !== t.isrc))
          out.push(
            issue(
              t,
              'audio',
              'error',
              other.isrc
                ? `${trackLabel(t)}: this audio file is already released on ${other.release} with ISRC ${other.isrc}. It is the same recording: give this track that ISRC.`
                : `${trackLabel(t)}: this audio file is already on ${other.release}.`,
            ),
          );
      }
    }
    return out;
  },
};
