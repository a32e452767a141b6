// One test per quality-control rule: a release that breaks it, and the clean release that passes.
import { QC_RULES, runQcRules } from '@/lib/distribution/qc/rules';
import type { QcCatalog, QcRelease, QcTrack } from '@/lib/distribution/qc/types';

const today = new Date('2026-11-23T10:00:00Z');

function track(over: Partial<QcTrack> = {}): QcTrack {
  return {
    id: 't1',
    position: 1,
    title: 'Golden Hour',
    version: '',
    isrc: 'USMMS2600001',
    explicit: false,
    instrumental: false,
    language: 'en',
    audioFileId: 'f1',
    audioSha256: 'abc',
    audioFormat: 'wav',
    sampleRate: 44100,
    bitsPerSample: 24,
    channels: 2,
    clippedRun: 0,
    durationMs: 187_000,
    contributors: [
      { name: 'Nova Reyes', role: 'main_artist' },
      { name: 'Nova Alicia Reyes', role: 'composer' },
      { name: 'Nova Alicia Reyes', role: 'lyricist' },
    ],
    ...over,
  };
}
function release(over: Partial<QcRelease> = {}, tracks: QcTrack[] = [track()]): QcRelease {
  return {
    id: 'r1',
    title: 'Golden Hour',
    primaryArtist: 'Nova Reyes',
    genre: 'Pop',
    explicit: false,
    releaseDate: new Date('2026-12-20T00:00:00Z'),
    artworkFileId: 'a1',
    artworkWidth: 3000,
    artworkHeight: 3000,
    artworkMime: 'image/jpeg',
    storeIds: ['s1'],
    tracks,
    ...over,
  };
}
const catalog = (over: Partial<QcCatalog> = {}): QcCatalog => ({
  isrcsElsewhere: new Map(),
  audioElsewhere: new Map(),
  ownerArtistNames: ['Nova Reyes'],
  leadTimeDays: 7,
  today,
  ...over,
});

const issuesOf = (rule: string, r: QcRelease, c = catalog()) => runQcRules(r, c).filter((i) => i.rule === rule);

it('passes a clean release on every rule', () => {
  expect(runQcRules(release(), catalog())).toEqual([]);
  expect(QC_RULES.map((r) => r.id)).toHaveLength(15);
});

test('release type: a warning when the tracks make another type than the one chosen', () => {
  const four = [1, 2, 3, 4].map((n) => track({ id: `t${n}`, position: n, durationMs: 200_000 }));
  expect(issuesOf('release-type', release({ releaseType: 'ep' }, four))).toEqual([]);
  expect(issuesOf('release-type', release({ releaseType: 'album' }, four))).toEqual([
    expect.objectContaining({
      field: 'releaseType',
      severity: 'warning',
      message: expect.stringMatching(/^This release is set as an album, but its 4 tracks make an EP/),
    }),
  ]);
  // Not judged before every track's length is known.
  expect(
    issuesOf('release-type', release({ releaseType: 'album' }, [...four.slice(1), track({ durationMs: null })])),
  ).toEqual([]);
});

test('completeness: no tracks, no stores, no genre', () => {
  const issues = issuesOf('completeness', release({ genre: '', storeIds: [] }, []));
  expect(issues.map((i) => i.field)).toEqual(['genre', 'storeIds', 'tracks']);
  expect(issuesOf('completeness', release({}, [track({ audioFileId: null })]))[0]).toMatchObject({
    field: 'tracks.0.audio',
    message: expect.stringContaining('has no audio'),
  });
});

test('display-artist: main artist missing from the display name, feat. in a title', () => {
  const t = track({
    title: 'Golden Hour feat. Kairo James',
    contributors: [...track().contributors, { name: 'Luna Park', role: 'main_artist' }],
  });
  const issues = issuesOf('display-artist', release({}, [t]));
  expect(issues.map((i) => i.field)).toEqual(['primaryArtist', 'tracks.0.title']);
  expect(issues[0].message).toContain('"Luna Park"');
  expect(
    issuesOf(
      'display-artist',
      release({ primaryArtist: 'Nova Reyes & Luna Park' }, [
        track({ contributors: [...track().contributors, { name: 'Luna Park', role: 'main_artist' }] }),
      ]),
    ),
  ).toEqual([]);
});

test('legal-names: a stage name as composer', () => {
  const t = track({
    contributors: [
      { name: 'Nova Reyes', role: 'main_artist' },
      { name: 'Lil Nova', role: 'composer' },
      { name: 'NovaR', role: 'lyricist' },
    ],
  });
  const issues = issuesOf('legal-names', release({}, [t]));
  expect(issues).toHaveLength(2);
  expect(issues[0]).toMatchObject({
    field: 'tracks.0.contributors',
    message: expect.stringContaining('legal first and last name'),
  });
});

test('lyricist-for-vocals: a song with vocals and no lyricist', () => {
  const t = track({ contributors: track().contributors.filter((c) => c.role !== 'lyricist') });
  expect(issuesOf('lyricist-for-vocals', release({}, [t]))[0].message).toContain('credit its lyricist');
  expect(issuesOf('lyricist-for-vocals', release({}, [{ ...t, instrumental: true, language: 'zxx' }]))).toEqual([]);
});

test("instrumental-language: an instrumental in English, a song in 'zxx'", () => {
  expect(
    issuesOf('instrumental-language', release({}, [track({ instrumental: true, language: 'en' })]))[0],
  ).toMatchObject({ field: 'tracks.0.language' });
  expect(issuesOf('instrumental-language', release({}, [track({ language: 'zxx' })]))[0].message).toContain('sung in');
});

test('title-words: version words, promotion and emojis', () => {
  expect(issuesOf('title-words', release({ title: 'Golden Hour (Final Master)' }))[0]).toMatchObject({
    field: 'title',
    message: expect.stringContaining('"Final"'),
  });
  expect(issuesOf('title-words', release({ title: 'Golden Hour OUT NOW' }))[0].message).toContain('"OUT NOW"');
  expect(issuesOf('title-words', release({}, [track({ title: 'Golden Hour 🔥' })]))[0]).toMatchObject({
    field: 'tracks.0.title',
    message: expect.stringContaining('emojis'),
  });
  expect(issuesOf('title-words', release({}, [track({ version: 'Radio Edit' })]))).toEqual([]);
});

test('artist-consistency: a different spelling of the same artist', () => {
  const issues = issuesOf(
    'artist-consistency',
    release({ primaryArtist: 'nova  reyes' }, [
      track({ contributors: [{ name: 'nova  reyes', role: 'main_artist' }, ...track().contributors.slice(1)] }),
    ]),
  );
  expect(issues[0]).toMatchObject({ field: 'primaryArtist', message: expect.stringContaining('"Nova Reyes"') });
});

test('audio-format: MP3, 8-bit, 22 kHz, mono, clipping', () => {
  expect(issuesOf('audio-format', release({}, [track({ audioFormat: 'mp3' })]))[0].message).toContain('WAV or FLAC');
  const bad = issuesOf(
    'audio-format',
    release({}, [track({ bitsPerSample: 8, sampleRate: 22050, channels: 1, clippedRun: 40 })]),
  );
  expect(bad.map((i) => i.message)).toEqual([
    expect.stringContaining('16 or 24 bit'),
    expect.stringContaining('22.05 kHz'),
    expect.stringContaining('stereo'),
    expect.stringContaining('clips (40 samples'),
  ]);
});

test('artwork: missing, not square, too small, wrong type', () => {
  expect(issuesOf('artwork', release({ artworkFileId: null }))[0].message).toContain('Upload the cover artwork');
  expect(issuesOf('artwork', release({ artworkWidth: 3000, artworkHeight: 2000 }))[0].message).toContain('square');
  expect(issuesOf('artwork', release({ artworkWidth: 1, artworkHeight: 1 }))[0].message).toContain('1 x 1 px');
  expect(issuesOf('artwork', release({ artworkMime: 'image/webp' }))[0].message).toContain('JPEG or PNG');
});

test('explicit-flags: explicit track on a clean release and the reverse', () => {
  expect(issuesOf('explicit-flags', release({}, [track({ explicit: true })]))[0].field).toBe('explicit');
  expect(issuesOf('explicit-flags', release({ explicit: true }))[0].message).toContain('none of its tracks');
  expect(issuesOf('explicit-flags', release({ explicit: true }, [track({ explicit: true })]))).toEqual([]);
});

test('ai-disclosure: a release declaring no AI over a track with some, or all AI over a track without', () => {
  const some = track({ containsAi: 'partly' });
  expect(issuesOf('ai-disclosure', release({ containsAi: 'none' }, [some])).map((i) => i.message)).toEqual([
    'The release says it has no generative AI, but Track 1 "Golden Hour" declares some: correct one of them.',
  ]);
  expect(issuesOf('ai-disclosure', release({ containsAi: 'all' }, [some]))[0].message).toContain('is not');
  expect(issuesOf('ai-disclosure', release({ containsAi: 'partly' }, [some]))).toEqual([]);
  expect(issuesOf('ai-disclosure', release({ containsAi: 'none' }, [track()]))).toEqual([]);
});

test('ai-disclosure: a recording declared all AI that credits people is a warning naming the credit', () => {
  const allAi = track({ containsAi: 'all' });
  expect(issuesOf('ai-disclosure', release({}, [allAi])).map((i) => [i.severity, i.field, i.message])).toEqual([
    [
      'warning',
      'tracks.0.containsAi',
      'Track 1 "Golden Hour" is declared all generative AI but credits Nova Alicia Reyes as composer: under DDEX\'s definition an all-AI recording credits no people. Declare it "part of the content", or remove the credit.',
    ],
  ]);
  // Through the release's declaration when the track has none; the main artist alone is no maker's credit.
  expect(issuesOf('ai-disclosure', release({ containsAi: 'all' }, [track()]))[0].field).toBe('containsAi');
  const artistOnly = track({ containsAi: 'all', contributors: [{ name: 'Nova Reyes', role: 'main_artist' }] });
  expect(issuesOf('ai-disclosure', release({}, [artistOnly]))).toEqual([]);
  expect(issuesOf('ai-disclosure', release({}, [track({ containsAi: 'partly' })]))).toEqual([]);
});

test('codes: a UPC with a wrong check digit or a malformed ISRC (an imported message can bring them)', () => {
  const issues = issuesOf('codes', release({ upc: '123123123123' }, [track({ isrc: 'N/A' })]));
  expect(issues.map((i) => [i.field, i.message])).toEqual([
    ['upc', 'UPC 123123123123: The check digit of 123123123123 should be 5: check for a typing error.'],
    ['tracks.0.isrc', expect.stringContaining('Track 1 "Golden Hour": An ISRC has 12 characters')],
  ]);
  expect(issuesOf('codes', release({ upc: '036000291452' }))).toEqual([]);
});

test('lead-time: a release date too close', () => {
  const issues = issuesOf('lead-time', release({ releaseDate: new Date('2026-11-25T00:00:00Z') }));
  expect(issues[0]).toMatchObject({
    field: 'releaseDate',
    message: 'The chosen stores need 7 days before release: choose 2026-11-30 or later.',
  });
  expect(issuesOf('lead-time', release({ releaseDate: new Date('2026-11-30T00:00:00Z') }))).toEqual([]);
});

test('duplicates: ISRC or audio used by another release, or twice on this one', () => {
  const foreign = { release: 'another release', sameOwner: false, title: '', isrc: null };
  const c = catalog({
    isrcsElsewhere: new Map([['USMMS2600001', foreign]]),
    audioElsewhere: new Map([['abc', foreign]]),
  });
  const issues = issuesOf('duplicates', release(), c);
  expect(issues.map((i) => [i.severity, i.message])).toEqual([
    ['error', expect.stringContaining('ISRC USMMS2600001 is already used on another release')],
    ['error', expect.stringContaining('already released on another release')],
  ]);
  // The owner's own recording again (a single, then its album): same ISRC and master, no issue.
  const t = release().tracks[0];
  const mine = { release: '"Midnight Signals"', sameOwner: true, title: t.title, isrc: t.isrc };
  const again = catalog({ isrcsElsewhere: new Map([[t.isrc!, mine]]), audioElsewhere: new Map([['abc', mine]]) });
  expect(issuesOf('duplicates', release(), again)).toEqual([]);
  // Its code under another title is a warning; its master under another ISRC an error naming the code to use.
  const renamed = catalog({
    isrcsElsewhere: new Map([[t.isrc!, { ...mine, title: 'Other Song' }]]),
    audioElsewhere: new Map([['abc', { ...mine, isrc: 'USMMS2500007' }]]),
  });
  expect(issuesOf('duplicates', release(), renamed).map((i) => [i.severity, i.message])).toEqual([
    ['warning', expect.stringContaining('is also on "Midnight Signals", as "Other Song"')],
    ['error', expect.stringContaining('with ISRC USMMS2500007. It is the same recording: give this track that ISRC.')],
  ]);
  const twice = issuesOf('duplicates', release({}, [track(), track({ id: 't2', position: 2, audioSha256: 'def' })]));
  expect(twice[0].message).toContain('same ISRC as track 1');
});
