// A recording's credits and generative-AI disclosure in an ERN message: display artists and contributors named
// through the PartyList, the special ones ERN 4.3.2 adds in place of a party (SpecialDisplayArtist /
// SpecialContributor: GenerativeAI, Traditional, VariousArtists, UserDefined), and ContainsAI / AiContribution.
import type { AiContent, ContributorRole } from '../../generated/prisma/enums';
import { arr, text, type Node } from './object-form';
import { attr, child, ROLE } from './import-values';

/** The AVS ContainsAI values (used by ContainsAI on a release or resource and AiContribution on a contributor). */
const AI_CONTENT: Record<string, AiContent> = { All: 'all', Partly: 'partly', None: 'none' };
const aiContentOf = (v: unknown): AiContent | null => AI_CONTENT[text(v)] ?? null;

/** What the AVS SpecialContributorType values are called in a credit. */
const SPECIAL_NAME: Record<string, string> = {
  GenerativeAI: 'Generative AI',
  Traditional: 'Traditional',
  VariousArtists: 'Various Artists',
};
/** A special contributor's or display artist's name: its AVS value in words, a UserDefined one's own value. */
function specialName(n: unknown): string {
  const v = text(n);
  return v === 'UserDefined' ? attr(n, 'UserDefinedValue').trim() : (SPECIAL_NAME[v] ?? '');
}

/** A contributor's role: the element's text in ERN 4.3, its Value child's in 4.3.2. */
const roleOf = (role: unknown) => text(child(role, 'Value') ?? role);

interface Credit {
  name: string;
  role: ContributorRole;
}

/** Entries with a SequenceNumber attribute (DisplayArtist) in its order; those without keep their place after them. */
const bySequenceNumber = (list: Node[]) =>
  list
    .map((n, i) => ({ n, i, seq: Number(attr(n, 'SequenceNumber')) || Number.MAX_SAFE_INTEGER }))
    .sort((a, b) => a.seq - b.seq || a.i - b.i)
    .map((e) => e.n);

/**
 * The credits of a SoundRecording or Video (its display artists in their SequenceNumber order, then each contributor once per role this platform
 * knows), its ContainsAI, and the contributors that declare an AiContribution. A GenerativeAI contributor's
 * contribution is All unless it says otherwise (the 4.3.2 XSD's definition of AiContribution). Without a ContainsAI,
 * a contributor whose contribution is Partly or All makes the recording at least partly AI: the XSD allows no such
 * contributor when ContainsAI is None.
 */
export function resourceCredits(s: Node, parties: Map<string, string>) {
  const artists: Credit[] = bySequenceNumber(arr(s.DisplayArtist as Node[])).map((a) => ({
    name:
      a.SpecialDisplayArtist !== undefined
        ? specialName(a.SpecialDisplayArtist)
        : (parties.get(text(a.ArtistPartyReference)) ?? ''),
    role: text(a.DisplayArtistRole) === 'FeaturedArtist' ? 'featured_artist' : 'main_artist',
  }));
  const contributors = arr(s.Contributor as Node[]).map((c) => {
    const special = c.SpecialContributor !== undefined ? text(c.SpecialContributor) : '';
    return {
      name: special ? specialName(c.SpecialContributor) : (parties.get(text(c.ContributorPartyReference)) ?? ''),
      roles: arr(c.Role as unknown[])
        .map((r) => ROLE[roleOf(r)])
        .filter(Boolean),
      ai: aiContentOf(c.AiContribution) ?? (special === 'GenerativeAI' ? ('all' as const) : null),
    };
  });
  const declared = aiContentOf(s.ContainsAI);
  const aiContributors = contributors.filter((c) => c.ai === 'partly' || c.ai === 'all');
  return {
    credits: [...artists, ...contributors.flatMap((c) => c.roles.map((role) => ({ name: c.name, role })))].filter(
      (c) => c.name,
    ),
    containsAi: declared ?? (aiContributors.length ? ('partly' as const) : null),
    aiContributions: contributors.filter((c) => c.ai && c.name).map((c) => ({ name: c.name, aiContribution: c.ai! })),
  };
}

/** A release's ContainsAI; undeclared, what its tracks declare: all when every one is all, partly when any has AI. */
export function releaseContainsAi(rel: Node, tracks: (AiContent | null)[]): AiContent | null {
  const declared = aiContentOf(rel.ContainsAI);
  if (declared) return declared;
  if (tracks.length > 0 && tracks.every((t) => t === 'all')) return 'all';
  return tracks.some((t) => t === 'partly' || t === 'all') ? 'partly' : null;
}
