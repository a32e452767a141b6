// Rule: the display artist matches the credited main and featured artists, and featured artists are
// credited as contributors rather than written into titles.
import type { QcIssue, QcRule } from './types';
import { trackField, trackLabel } from './types';

const FEAT_IN_TITLE = /\b(feat\.?|ft\.?|featuring)\s/i;

export const displayArtist: QcRule = {
  id: 'display-artist',
  title: 'Display artist matches the credited artists',
  check(r) {
    const out: QcIssue[] = [];
    const display = r.primaryArtist.toLowerCase();
    for (const t of r.tracks) {
      const mains = t.contributors.filter((c) => c.role === 'main_artist');
      for (const m of mains) {
        if (!display.includes(m.name.trim().toLowerCase())) {
          out.push({
            rule: 'display-artist',
            field: 'primaryArtist',
            severity: 'error',
            message: `Main artist "${m.name}" of ${trackLabel(t)} is missing from the display artist "${r.primaryArtist}".`,
          });
        }
      }
      if (FEAT_IN_TITLE.test(t.title)) {
        out.push({
          rule: 'display-artist',
          field: trackField(t, 'title'),
          severity: 'error',
          message: `Remove "feat." from the title of ${trackLabel(t)}: credit the featured artist as a contributor instead.`,
        });
      }
    }
    if (FEAT_IN_TITLE.test(r.title))
      out.push({
        rule: 'display-artist',
        field: 'title',
        severity: 'error',
        message: 'Remove "feat." from the release title: credit featured artists on the tracks.',
      });
    return out;
  },
};
