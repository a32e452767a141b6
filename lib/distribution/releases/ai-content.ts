// Words for how much of a release or track was made with generative AI (DDEX ContainsAI, kept from ERN 4.3.2 imports).
import type { AiContent } from '../../generated/prisma/enums';

/** Shown after "Generative AI:" on the release page: the AVS ContainsAI definitions in short. */
export const AI_CONTENT_LABEL: Record<AiContent, string> = {
  none: 'none',
  partly: 'part of the content',
  all: 'all of the content',
};
