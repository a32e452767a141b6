// Rule: the release's generative-AI disclosure agrees with its tracks' (DDEX ERN 4.3.2 ContainsAI: a release is
// None only if no track has AI, All only if every track is all AI). Undeclared values are not checked.
import type { QcIssue, QcRule } from './types';
import { trackLabel } from './types';

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
    return out;
  },
};
