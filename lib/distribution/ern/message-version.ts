// What differs between the ERN 4.3 and ERN 4.3.2 messages the builder writes (a structural diff of the two
// official XSDs in shared/ddex, for the elements ./builder.ts writes): the namespace, Release/Genre renamed
// DisplayGenre, a contributor's Role value moved into a Value child, and ContainsAI, which only 4.3.2 has.
import type { AiContent } from '../../generated/prisma/enums';
import type { ErnVersion } from './validate';

interface VersionProfile {
  namespace: string;
  /** Release genre element: 4.3 Genre, 4.3.2 DisplayGenre (same GenreWithTerritory type) */
  genre: 'Genre' | 'DisplayGenre';
  /** 4.3.2's ContributorRole is a sequence: <Role><Value>Composer</Value></Role> */
  roleInValue: boolean;
  /** 4.3.2 adds ContainsAI (AVS ContainsAI) to Release, SoundRecording, Video, Image and Text */
  containsAi: boolean;
  /** Whether the root names the schema's published location (xsi:schemaLocation); 4.3 is sent as before */
  schemaLocation: boolean;
}

export const ERN_PROFILES: Record<ErnVersion, VersionProfile> = {
  '4.3': {
    namespace: 'http://ddex.net/xml/ern/43',
    genre: 'Genre',
    roleInValue: false,
    containsAi: false,
    schemaLocation: false,
  },
  '4.3.2': {
    namespace: 'http://ddex.net/xml/ern/432',
    genre: 'DisplayGenre',
    roleInValue: true,
    containsAi: true,
    schemaLocation: true,
  },
};

/** Where DDEX publishes a version's schema: xsi:schemaLocation pairs the namespace with it. */
export const schemaLocation = (ns: string) => `${ns} ${ns}/release-notification.xsd`;

/**
 * The AllowedValueSets version both schemas import (shared/ddex/allowed-value-sets.xsd says AvsVersionId 9): the
 * one that defines ContainsAI, so the version a 4.3.2 message using it has to name.
 */
export const AVS_VERSION = '9';

const CONTAINS_AI: Record<AiContent, string> = { all: 'All', partly: 'Partly', none: 'None' };

/** A release's or track's own declaration as the AVS value; null when not declared. */
export const containsAiValue = (v: AiContent | null | undefined) => (v ? CONTAINS_AI[v] : null);

/**
 * A recording's ContainsAI: its track's declaration, else what the release's declaration implies for every
 * recording by the AVS definitions (All: all content was AI, None: none was). A release that is Partly says
 * nothing about one undeclared track, so that track gets no ContainsAI (the Release element carries Partly).
 */
export function recordingContainsAi(track: AiContent | null | undefined, release: AiContent | null | undefined) {
  if (track) return CONTAINS_AI[track];
  return release === 'all' || release === 'none' ? CONTAINS_AI[release] : null;
}
