// Rule: composers and lyricists are credited with legal names (first and last name), not stage names.
import type { QcIssue, QcRule } from './types';
import { trackField, trackLabel } from './types';

const WRITER_ROLES = new Set(['composer', 'lyricist']);

function looksLikeLegalName(name: string): boolean {
  const n = name.trim();
  if (/[0-9@#$%^&*_=+<>{}[\]|\\/]/.test(n) || /\p{Extended_Pictographic}/u.test(n)) return false;
  const parts = n.split(/\s+/).filter(Boolean);
  if (parts.length < 2) return false;
  if (/^(lil|dj|mc|young|big|the)$/i.test(parts[0])) return false;
  return parts.every((p) => /^[\p{L}][\p{L}'.-]*$/u.test(p));
}

export const legalNames: QcRule = {
  id: 'legal-names',
  title: 'Composers and lyricists under legal names',
  check(r) {
    const out: QcIssue[] = [];
    for (const t of r.tracks) {
      for (const c of t.contributors) {
        if (WRITER_ROLES.has(c.role) && !looksLikeLegalName(c.name)) {
          out.push({
            rule: 'legal-names',
            field: trackField(t, 'contributors'),
            severity: 'error',
            message: `${c.role === 'composer' ? 'Composer' : 'Lyricist'} "${c.name}" on ${trackLabel(t)} must be a legal first and last name, as publishers register it.`,
          });
        }
      }
    }
    return out;
  },
};
