// Credits and generative-AI disclosure read from an ERN SoundRecording (lib/distribution/ern/credits.ts), on the
// edges the album fixtures do not reach.
import { convert } from 'xmlbuilder2';
import { releaseContainsAi, resourceCredits } from '@/lib/distribution/ern/credits';
import type { Node } from '@/lib/distribution/ern/object-form';

const recording = (inner: string) =>
  (convert(`<SoundRecording>${inner}</SoundRecording>`, { format: 'object' }) as Node).SoundRecording as Node;
const parties = new Map([['P1', 'Ana Ruiz']]);

describe('resourceCredits', () => {
  it('reads a 4.3 Role as text and a 4.3.2 Role/Value alike', () => {
    const r = recording(
      '<Contributor><ContributorPartyReference>P1</ContributorPartyReference><Role>Composer</Role></Contributor>' +
        '<Contributor><ContributorPartyReference>P1</ContributorPartyReference><Role><Value>Lyricist</Value></Role></Contributor>',
    );
    expect(resourceCredits(r, parties)).toEqual({
      credits: [
        { name: 'Ana Ruiz', role: 'composer' },
        { name: 'Ana Ruiz', role: 'lyricist' },
      ],
      containsAi: null,
      aiContributions: [],
    });
  });

  it('drops a UserDefined special contributor that names no value, and one whose roles this platform lacks', () => {
    const r = recording(
      '<Contributor><SpecialContributor>UserDefined</SpecialContributor><Role><Value>Composer</Value></Role></Contributor>' +
        '<Contributor><SpecialContributor>VariousArtists</SpecialContributor><Role><Value>Arranger</Value></Role></Contributor>',
    );
    expect(resourceCredits(r, parties).credits).toEqual([]);
  });

  it("decodes a UserDefined special contributor's UserDefinedValue (xmlbuilder2 keeps &amp; encoded in attributes)", () => {
    const r = recording(
      '<Contributor><SpecialContributor UserDefinedValue="Earth, Wind &amp; Fire Horns">UserDefined</SpecialContributor><Role><Value>Composer</Value></Role></Contributor>',
    );
    expect(resourceCredits(r, parties).credits).toEqual([{ name: 'Earth, Wind & Fire Horns', role: 'composer' }]);
  });

  it("keeps a GenerativeAI contributor's own AiContribution, and the recording's declared ContainsAI over the contributors'", () => {
    const r = recording(
      '<Contributor><SpecialContributor>GenerativeAI</SpecialContributor><Role><Value>Composer</Value></Role>' +
        '<AiContribution>Partly</AiContribution></Contributor><ContainsAI>All</ContainsAI>',
    );
    expect(resourceCredits(r, parties)).toMatchObject({
      containsAi: 'all',
      aiContributions: [{ name: 'Generative AI', aiContribution: 'partly' }],
    });
  });

  it('a contributor declaring no AI leaves an undeclared recording undeclared', () => {
    const r = recording(
      '<Contributor><ContributorPartyReference>P1</ContributorPartyReference><AiContribution>None</AiContribution></Contributor>',
    );
    expect(resourceCredits(r, parties).containsAi).toBeNull();
  });
});

describe('releaseContainsAi', () => {
  const release = (inner = '') =>
    (convert(`<Release>${inner}</Release>`, { format: 'object' }) as Node).Release as Node;
  it.each([
    ['declared wins', '<ContainsAI>None</ContainsAI>', ['all', 'all'], 'none'],
    ['every track all', '', ['all', 'all'], 'all'],
    ['one track partly', '', ['none', 'partly'], 'partly'],
    ['one track all, one undeclared', '', ['all', null], 'partly'],
    ['tracks with no AI declare nothing for the release', '', ['none', null], null],
    ['no tracks', '', [], null],
  ] as const)('%s', (_n, inner, tracks, expected) => {
    expect(releaseContainsAi(release(inner), [...tracks])).toBe(expected);
  });
});
