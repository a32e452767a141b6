// The ERN builder in both versions: 4.3.2 carries ContainsAI where the wizard's declarations say it (a track's
// own, else what the release's All / None implies), 4.3 never does; every variant validates against its XSD.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildErn, type ErnRelease } from '@/lib/distribution/ern/builder';
import { AVS_VERSION } from '@/lib/distribution/ern/message-version';
import { schemaDir, validateErns } from '@/lib/distribution/ern/validate';
import { album, header } from '../../../bench/ern-sample';

jest.setTimeout(30_000);

type Ai = ErnRelease['containsAi'];
function declared(release: Ai, tracks: Ai[]): ErnRelease {
  const a = album(7, tracks.length);
  a.containsAi = release;
  a.tracks.forEach((t, i) => (t.containsAi = tracks[i]));
  return a;
}
const recordingsAi = (xml: string) =>
  [...xml.matchAll(/<SoundRecording>[\s\S]*?<\/SoundRecording>/g)].map(
    (m) => /<ContainsAI>([^<]*)<\/ContainsAI>/.exec(m[0])?.[1] ?? '',
  );
const releaseAi = (xml: string) => /<\/ResourceGroup>\s*<ContainsAI>([^<]*)</.exec(xml)?.[1] ?? '';
const as432 = (r: ErnRelease) => buildErn(r, { ...header(7), version: '4.3.2' });

describe('ERN 4.3.2 ContainsAI', () => {
  const cases: [string, ErnRelease, string[], string][] = [
    ['tracks declared, release Partly', declared('partly', ['all', 'none', null]), ['All', 'None', ''], 'Partly'],
    ['release All: every undeclared recording is All', declared('all', [null, 'all']), ['All', 'All'], 'All'],
    ['release None: every undeclared recording is None', declared('none', [null, 'none']), ['None', 'None'], 'None'],
    ['nothing declared: no ContainsAI at all', declared(null, [null, undefined]), ['', ''], ''],
  ];

  it.each(cases)('%s', (_name, release, recordings, rel) => {
    const xml = as432(release);
    expect(recordingsAi(xml)).toEqual(recordings);
    expect(releaseAi(xml)).toBe(rel);
    if (!rel) expect(xml).not.toContain('ContainsAI');
  });

  it('is never written in ERN 4.3, which has no ContainsAI', () => {
    const xml = buildErn(declared('all', ['all', 'all']), header(7));
    expect(xml).toContain('xmlns:ern="http://ddex.net/xml/ern/43"');
    expect(xml).not.toContain('ContainsAI');
    expect(xml).toContain('<Genre>');
    expect(xml).toContain('<Role>Composer</Role>');
  });

  it('writes 4.3.2 what it renamed: DisplayGenre, Role/Value, and its namespace and schema location', () => {
    const xml = as432(declared(null, [null]));
    expect(xml).toContain(
      'xmlns:ern="http://ddex.net/xml/ern/432" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://ddex.net/xml/ern/432 http://ddex.net/xml/ern/432/release-notification.xsd"',
    );
    expect(xml).toMatch(/<DisplayGenre>\s*<GenreText>Pop<\/GenreText>\s*<\/DisplayGenre>/);
    expect(xml).toMatch(/<Role>\s*<Value>Composer<\/Value>\s*<\/Role>/);
    expect(xml).not.toContain('<Genre>');
  });

  it('names the AllowedValueSets version the schemas import (the one defining ContainsAI)', () => {
    const avs = readFileSync(path.join(schemaDir(), 'allowed-value-sets.xsd'), 'utf8');
    expect(/<xs:documentation source="AvsVersionId">(\d+)</.exec(avs)?.[1]).toBe(AVS_VERSION);
    expect(avs).toContain('<xs:simpleType name="ContainsAI">');
    expect(as432(declared(null, [null]))).toContain(`AvsVersionId="${AVS_VERSION}"`);
  });

  it('validates every variant against its XSD, 4.3 and 4.3.2', async () => {
    const xmls = cases.flatMap(([, r]) => [as432(r), buildErn(r, header(7))]);
    const results = await validateErns(xmls);
    expect(results.map((r) => [r.version, r.valid, r.errors[0]?.message ?? null])).toEqual(
      cases.flatMap(() => [
        ['4.3.2', true, null],
        ['4.3', true, null],
      ]),
    );
  });
});
