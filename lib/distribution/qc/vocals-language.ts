// Rules: a song with vocals credits a lyricist and names its language; an instrumental has no lyricist
// and the language "zxx" (no linguistic content).
import type { QcIssue, QcRule } from './types';
import { trackField, trackLabel } from './types';

export const lyricistForVocals: QcRule = {
  id: 'lyricist-for-vocals',
  title: 'Songs with vocals credit a lyricist',
  check(r) {
    const out: QcIssue[] = [];
    for (const t of r.tracks) {
      if (!t.instrumental && !t.contributors.some((c) => c.role === 'lyricist')) {
        out.push({
          rule: 'lyricist-for-vocals',
          field: trackField(t, 'contributors'),
          severity: 'error',
          message: `${trackLabel(t)} has vocals: credit its lyricist, or mark it instrumental.`,
        });
      }
    }
    return out;
  },
};

export const instrumentalLanguage: QcRule = {
  id: 'instrumental-language',
  title: "Instrumentals use the language 'instrumental' (zxx)",
  check(r) {
    const out: QcIssue[] = [];
    for (const t of r.tracks) {
      if (t.instrumental && t.language !== 'zxx') {
        out.push({
          rule: 'instrumental-language',
          field: trackField(t, 'language'),
          severity: 'error',
          message: `${trackLabel(t)} is instrumental: set its language to "Instrumental (no lyrics)".`,
        });
      }
      if (!t.instrumental && t.language === 'zxx') {
        out.push({
          rule: 'instrumental-language',
          field: trackField(t, 'language'),
          severity: 'error',
          message: `${trackLabel(t)} has vocals: set the language they are sung in.`,
        });
      }
    }
    return out;
  },
};
