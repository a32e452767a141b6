// Rule: the release's generative-AI disclosure agrees with its tracks' (DDEX ERN 4.3.2 ContainsAI: a release is
// None only if no track has AI, All only if every track is all AI). Undeclared values are not checked. And a
// recording declared all AI credits no people for its making: under ERN 4.3.2's All only GenerativeAI contributors
// may be named, and this platform has no such credit, so a store sent 4.3.2 would get a contradictory message.
import type { QcIssue, QcRule } from './types';
import { trackLabel } from './types';

/** The credits the ERN message sends as Contributors (builder.ts CONTRIBUTOR_ROLE): people who made the recording */
const MAKERS: Record<string, string> = {
  composer: 'composer',
  lyricist: 'lyricist',
  producer: 'producer',
  remixer: 'remixer',
  performer: 'performer',
  mixing_engineer: 'mixing engineer',
  mastering_engineer: 'mastering engineer',
};

export const aiDisclosure: QcRule = {
  id: 'ai-disclosure',
  title: 'Generative AI disclosure agrees',
  check(r) {
    const out: QcIssue[] = [];
    const issue = (message: string): QcIssue => ({
      rule: 'ai-disclosure',
      field: 'containsAi',
      severity: 'error',
      message,
    });
    const withAi = r.tracks.find((t) => t.containsAi === 'partly' || t.containsAi === 'all');
    if (r.containsAi === 'none' && withAi)
      out.push(
        issue(
          `The release says it has no generative AI, but ${trackLabel(withAi)} declares some: correct one of them.`,
        ),
      );
    const without = r.tracks.find(
      (t) => t.containsAi === 'none' || (t.containsAi === 'partly' && r.containsAi === 'all'),
    );
    if (r.containsAi === 'all' && without)
      out.push(
        issue(
          `The release says it is all generative AI, but ${trackLabel(without)} is not: declare the release "part of it".`,
        ),
      );
    // A track is all AI by its own declaration, or by the release's when it declares none itself.
    r.tracks.forEach((t, i) => {
      const declared = t.containsAi ?? (r.containsAi === 'all' ? 'all' : null);
      const maker = declared === 'all' ? t.contributors.find((c) => c.role in MAKERS) : undefined;
      if (maker)
        out.push({
          rule: 'ai-disclosure',
          field: t.containsAi ? `tracks.${i}.containsAi` : 'containsAi',
          severity: 'warning',
          message: `${trackLabel(t)} is declared all generative AI but credits ${maker.name} as ${MAKERS[maker.role]}: under DDEX's definition an all-AI recording credits no people. Declare it "part of the content", or remove the credit.`,
        });
    });
    return out;
  },
};
