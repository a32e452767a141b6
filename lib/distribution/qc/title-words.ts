// Rule: titles carry no file-version words, promotion or emojis ("final", "master", "out now", "v2").
import type { QcIssue, QcRule } from './types';
import { trackField, trackLabel } from './types';

const BANNED = [
  /\bfinal\b/i,
  /\bmaster(ed)?\b/i,
  /\bout now\b/i,
  /\bnew single\b/i,
  /\bmp3\b|\bwav\b|\bflac\b/i,
  /\bv\d+\b/i,
  /\bmix ?\d+\b/i,
  /\bexclusive\b/i,
  /https?:\/\/|www\./i,
];
const EMOJI = /\p{Extended_Pictographic}/u;

function titleProblem(title: string): string | null {
  if (EMOJI.test(title)) return 'emojis';
  const hit = BANNED.map((re) => re.exec(title)).find(Boolean);
  return hit ? `"${hit[0]}"` : null;
}

export const titleWords: QcRule = {
  id: 'title-words',
  title: 'No version words, promotion or emojis in titles',
  check(r) {
    const out: QcIssue[] = [];
    const p = titleProblem(r.title);
    if (p)
      out.push({
        rule: 'title-words',
        field: 'title',
        severity: 'error',
        message: `Remove ${p} from the release title: stores refuse file-version words, promotion and emojis in titles.`,
      });
    for (const t of r.tracks) {
      const tp = titleProblem(`${t.title} ${t.version}`);
      if (tp)
        out.push({
          rule: 'title-words',
          field: trackField(t, 'title'),
          severity: 'error',
          message: `Remove ${tp} from ${trackLabel(t)}: use the version field only for real versions (Remix, Acoustic, Radio Edit).`,
        });
    }
    return out;
  },
};
