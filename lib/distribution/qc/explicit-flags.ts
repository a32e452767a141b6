// Rule: the release's explicit flag agrees with its tracks (explicit if any track is).
import type { QcIssue, QcRule } from './types';

export const explicitFlags: QcRule = {
  id: 'explicit-flags',
  title: 'Explicit flags agree',
  check(r) {
    const out: QcIssue[] = [];
    const anyExplicit = r.tracks.some((t) => t.explicit);
    if (anyExplicit && !r.explicit)
      out.push({
        rule: 'explicit-flags',
        field: 'explicit',
        severity: 'error',
        message: 'A track is marked explicit, so the release must be marked explicit too.',
      });
    if (!anyExplicit && r.explicit && r.tracks.length > 0)
      out.push({
        rule: 'explicit-flags',
        field: 'explicit',
        severity: 'error',
        message:
          'The release is marked explicit but none of its tracks is: mark the explicit tracks, or clear the release flag.',
      });
    return out;
  },
};
