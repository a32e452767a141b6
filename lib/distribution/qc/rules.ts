// Every quality-control rule, run in this order, and the pure runner.
import type { QcCatalog, QcIssue, QcRelease, QcRule } from './types';
import { completeness } from './completeness';
import { displayArtist } from './display-artist';
import { legalNames } from './legal-names';
import { instrumentalLanguage, lyricistForVocals } from './vocals-language';
import { titleWords } from './title-words';
import { artistConsistency } from './artist-consistency';
import { audioFormat } from './audio-format';
import { artwork } from './artwork';
import { explicitFlags } from './explicit-flags';
import { leadTime } from './lead-time';
import { duplicates } from './duplicates';
import { aiDisclosure } from './ai-disclosure';
import { codes } from './codes';
import { releaseType } from './release-type';

export const QC_RULES: QcRule[] = [
  completeness,
  displayArtist,
  legalNames,
  lyricistForVocals,
  instrumentalLanguage,
  titleWords,
  artistConsistency,
  audioFormat,
  artwork,
  explicitFlags,
  releaseType,
  aiDisclosure,
  leadTime,
  duplicates,
  codes,
];

export function runQcRules(release: QcRelease, catalog: QcCatalog): QcIssue[] {
  return QC_RULES.flatMap((rule) => rule.check(release, catalog));
}
