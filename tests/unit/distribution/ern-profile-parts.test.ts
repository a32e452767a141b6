// The pieces of the DDEX Audio release profile check: the release type the tracks make (stores' rule) and the fast
// XML reader the rules use, which must read what xmlbuilder2's object form reads.
import { audioReleaseType } from '@/lib/distribution/ern/release-profile';
import { xmlTree } from '@/lib/distribution/ern/xml-tree';
import { objectForm, text, type Node } from '@/lib/distribution/ern/object-form';

const MIN = 60_000;

describe('the release type the tracks make', () => {
  it.each([
    [[3 * MIN], 'single'],
    [[3 * MIN, 3 * MIN, 9.9 * MIN], 'single'],
    [[3 * MIN, 10 * MIN], 'ep'],
    [[4 * MIN, 4 * MIN, 4 * MIN, 4 * MIN], 'ep'],
    [Array.from({ length: 6 }, () => 5 * MIN), 'ep'],
    [Array.from({ length: 6 }, () => 5.5 * MIN), 'album'],
    [Array.from({ length: 7 }, () => 2 * MIN), 'album'],
    [[25 * MIN, 10 * MIN], 'album'],
  ])('%j ms is %s', (durations, type) => expect(audioReleaseType(durations)).toBe(type));
});

describe('the XML reader of the profile rules', () => {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<!-- a comment <Release> -->
<ern:NewReleaseMessage xmlns:ern="http://ddex.net/xml/ern/43" ReleaseProfileVersionId="Audio" AvsVersionId="9">
  <ReleaseList>
    <Release><ReleaseReference>R0</ReleaseReference><DisplayTitleText><![CDATA[Rock & <Roll>]]></DisplayTitleText>
      <ResourceGroup><LinkedReleaseResourceReference LinkDescription="a > b">A2</LinkedReleaseResourceReference></ResourceGroup>
    </Release>
    <TrackRelease><ReleaseReference>R1</ReleaseReference></TrackRelease>
    <TrackRelease><ReleaseReference>R2</ReleaseReference><Empty/></TrackRelease>
    <TrackRelease><ReleaseReference>R3</ReleaseReference></TrackRelease>
  </ReleaseList>
</ern:NewReleaseMessage>`;

  it('reads elements, lists, attributes, CDATA and prefixes as the object form does', () => {
    const mine = xmlTree(xml).NewReleaseMessage as Node;
    const theirs = objectForm(xml)['ern:NewReleaseMessage'] as Node;
    expect(mine['@ReleaseProfileVersionId']).toBe(theirs['@ReleaseProfileVersionId']);
    const [a, b] = [mine.ReleaseList as Node, theirs.ReleaseList as Node];
    const [ra, rb] = [a.Release as Node, b.Release as Node];
    expect(text(ra.DisplayTitleText)).toBe('Rock & <Roll>');
    expect(text(ra.DisplayTitleText)).toBe(text(rb.DisplayTitleText));
    expect((ra.ResourceGroup as Node).LinkedReleaseResourceReference).toEqual({
      '@LinkDescription': 'a > b',
      '#': 'A2',
    });
    expect((a.TrackRelease as Node[]).map((t) => text(t.ReleaseReference))).toEqual(['R1', 'R2', 'R3']);
  });

  it.each([
    ['an unclosed element', '<a><b></a>'],
    ['two roots', '<a/><b/>'],
    ['text after the root', '<a/>junk'],
  ])('refuses %s', (_n, bad) => expect(() => xmlTree(bad)).toThrow());
});
