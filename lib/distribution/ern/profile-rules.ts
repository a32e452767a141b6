// The DDEX "Audio" release profile's rules (Release Profile 2.1, the profile ERN 4.3 messages name with
// ReleaseProfileVersionId="Audio"), checked beside the XSD: the XSD says a message is well formed, the profile
// says it is a complete audio release a store can sell. Each rule has an id and, where DDEX numbers it, the rule
// number of DDEX's own Schematron for the profile (ddexnet/ern-validator-api, profiles/commonreleasetypes/21/
// Audio.xsl), so a store's report and ours can be read side by side. Rules without a DDEX number are what stores
// check on top (a cover they can fetch and verify, a deal for every release, the type the tracks make).
import { arr, text, type Node } from './object-form';
import { xmlTree } from './xml-tree';
import { attr, child } from './import-values';
import { lineOf, rootOf } from './read';
import { DDEX_RELEASE_TYPE, RELEASE_PROFILE, RELEASE_TYPE_RULE, audioReleaseType } from './release-profile';
import {
  AUDIO_RELEASE_TYPES,
  SR_TYPES,
  type ProfileCheck,
  type ProfileError,
  type ProfileRuleId,
} from './profile-rule-list';

export { PROFILE_RULES, type ProfileCheck } from './profile-rule-list';

/** Milliseconds of an xs:duration with hours, minutes and seconds (PT3M34S); null for years/months or none. */
function durationMs(d: string): number | null {
  const m = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(d.trim());
  if (!m || d.trim() === 'P') return null;
  return ((Number(m[1] ?? 0) * 24 + Number(m[2] ?? 0)) * 60 + Number(m[3] ?? 0)) * 60_000 + Number(m[4] ?? 0) * 1000;
}

const refsIn = (group: Node | undefined): string[] =>
  group
    ? [
        ...arr(group.ResourceGroupContentItem as Node[]).map((c) => text(c.ReleaseResourceReference)),
        ...arr(group.ResourceGroup as Node[]).flatMap((g) => refsIn(g)),
      ]
    : [];
const sequencedIn = (group: Node | undefined): string[] =>
  group
    ? [
        ...arr(group.ResourceGroupContentItem as Node[])
          .filter((c) => text(c.SequenceNumber) !== '')
          .map((c) => text(c.ReleaseResourceReference)),
        ...arr(group.ResourceGroup as Node[]).flatMap((g) => sequencedIn(g)),
      ]
    : [];

/** A resource's ISRC: on the resource, or on its edition (4.3's SoundRecordingEdition / VideoEdition). */
function isrcOf(sr: Node): string {
  const editions = [...arr(sr.SoundRecordingEdition as Node[]), ...arr(sr.VideoEdition as Node[])];
  const ids = [...arr(sr.ResourceId as Node[]), ...editions.flatMap((e) => arr(e.ResourceId as Node[]))];
  return ids.map((id) => text(id.ISRC)).find(Boolean) ?? '';
}

export function checkAudioProfile(xml: string): ProfileCheck {
  let doc: Node;
  try {
    doc = xmlTree(xml);
  } catch {
    return {
      declared: null,
      checked: null,
      passed: false,
      errors: [{ rule: 'profile-declared', line: null, message: 'The message could not be read as XML.' }],
    };
  }
  const rootKey = Object.keys(doc).find((k) => !k.startsWith('@') && !k.startsWith('?')) ?? '';
  const msg = (doc[rootKey] ?? {}) as Node;
  const declared = attr(msg, 'ReleaseProfileVersionId') || null;
  if (declared && declared !== RELEASE_PROFILE) return { declared, checked: null, passed: true, errors: [] };

  const errors: ProfileError[] = [];
  const rootLine = rootOf(xml)?.line ?? null;
  const fail = (rule: ProfileRuleId, message: string, needle?: string) =>
    errors.push({ rule, line: (needle && lineOf(xml, needle)) || rootLine, message: `${message} (${rule})` });
  const resources = child(msg, 'ResourceList') ?? {};
  const releaseList = child(msg, 'ReleaseList') ?? {};
  const releases = arr(releaseList.Release as Node[]);
  const trackReleases = arr(releaseList.TrackRelease as Node[]);
  const recordings = arr(resources.SoundRecording as Node[]);
  const videos = arr(resources.Video as Node[]);
  // Primary resources: the recordings and videos that are not supplemental (DDEX 1045-1, 1058-1, 1020-1).
  const kind = new Map<Node, string>([
    ...recordings.map((n): [Node, string] => [n, 'SoundRecording']),
    ...videos.map((n): [Node, string] => [n, 'Video']),
  ]);
  const primary = [...recordings, ...videos].filter((sr) => attr(sr, 'IsSupplemental') !== 'true');
  const images = arr(resources.Image as Node[]);
  const refTag = (ref: string) => `<ResourceReference>${ref}</ResourceReference>`;

  if (!declared)
    fail(
      'profile-declared',
      `The message names no release profile: an audio release declares ReleaseProfileVersionId="${RELEASE_PROFILE}".`,
    );
  if (releases.length !== 1)
    fail(
      'one-main-release',
      `The message has ${releases.length} main Releases; the Audio profile has exactly one.`,
      '<ReleaseList>',
    );
  const main = releases[0];
  const mainRef = main ? text(main.ReleaseReference) : '';
  const mainTag = `<ReleaseReference>${mainRef}</ReleaseReference>`;
  const group = main ? child(main, 'ResourceGroup') : undefined;
  if (main) {
    const type = text(main.ReleaseType);
    const inRelease = new Set(refsIn(group));
    const tracks = primary.filter((sr) => inRelease.has(text(sr.ResourceReference)));
    const durations = tracks.map((sr) => durationMs(text(sr.Duration)) ?? 0);
    const made = DDEX_RELEASE_TYPE[audioReleaseType(durations)];
    if (!AUDIO_RELEASE_TYPES.has(type))
      fail(
        'release-type',
        `The main Release's ReleaseType "${type}" is not one of the Audio profile's.`,
        '<ReleaseType>',
      );
    else if ((type === 'Single' || type === 'EP' || type === 'Album') && tracks.length && type !== made)
      fail(
        'release-type',
        `The main Release is typed ${type} but its ${tracks.length} track${tracks.length === 1 ? '' : 's'} of ${Math.round(durations.reduce((s, d) => s + d, 0) / 60_000)} minutes make ${made === 'EP' ? 'an' : 'a'} ${made}: ${RELEASE_TYPE_RULE}.`,
        '<ReleaseType>',
      );
    const id = child(main, 'ReleaseId');
    if (!text(id?.GRid) && !text(id?.ICPN) && !arr(id?.ProprietaryId as unknown[]).some((p) => text(p)))
      fail('main-release-id', 'The main Release has no GRid, ICPN or ProprietaryId.', mainTag);
    if (!text(main.DisplayArtistName) || !arr(main.DisplayArtist as Node[]).length)
      fail(
        'display-artist',
        'The main Release names no display artist (DisplayArtistName and DisplayArtist).',
        mainTag,
      );
    if (!text(main.ReleaseDate) && !text(main.OriginalReleaseDate))
      fail('release-date', 'The main Release has neither a ReleaseDate nor an OriginalReleaseDate.', mainTag);
  }
  for (const d of [main, ...recordings, ...videos].flatMap((n) => arr(n?.DisplayArtist as Node[])))
    if (!attr(d, 'SequenceNumber')) fail('display-artist', 'A DisplayArtist has no SequenceNumber.', '<DisplayArtist>');

  const sequenced = new Set(sequencedIn(group));
  for (const sr of recordings) {
    const ref = text(sr.ResourceReference);
    if (!SR_TYPES.has(text(sr.Type)))
      fail('sound-recording-type', `SoundRecording ${ref} is of type "${text(sr.Type)}".`, refTag(ref));
    const names = arr(sr.Contributor as Node[]).map((c) => text(c.ContributorPartyReference));
    const twice = names.filter((n, i) => names.indexOf(n) !== i);
    if (twice.length)
      fail(
        'contributor-once',
        `SoundRecording ${ref} lists party ${twice[0]} in more than one Contributor: list each once with all its roles.`,
        refTag(ref),
      );
  }
  for (const sr of primary) {
    const ref = text(sr.ResourceReference);
    const what = `${kind.get(sr)} ${ref}`;
    if (!isrcOf(sr)) fail('recording-isrc', `${what} has no ISRC.`, refTag(ref));
    if (!text(sr.DisplayArtistName) || !arr(sr.DisplayArtist as Node[]).length)
      fail('display-artist', `${what} names no display artist.`, refTag(ref));
    if (main && !sequenced.has(ref))
      fail('recording-sequenced', `${what} is not a sequenced content item of the main Release.`, refTag(ref));
    const n = trackReleases.filter((t) => text(t.ReleaseResourceReference) === ref).length;
    if (n !== 1)
      fail(
        'track-release-per-recording',
        `${what} has ${n} TrackReleases; the Audio profile needs exactly one per recording or video.`,
        refTag(ref),
      );
  }
  const primaryRefs = new Set(primary.map((sr) => text(sr.ResourceReference)));
  for (const t of trackReleases) {
    const ref = text(t.ReleaseResourceReference);
    if (!primaryRefs.has(ref))
      fail(
        'track-release-resource',
        `TrackRelease ${text(t.ReleaseReference)} refers to ${ref || 'nothing'}, not a primary SoundRecording or Video of the message.`,
        `<ReleaseReference>${text(t.ReleaseReference)}</ReleaseReference>`,
      );
  }

  const covers = images.filter((i) => text(i.Type) === 'FrontCoverImage');
  if (covers.length !== 1)
    fail(
      'front-cover',
      covers.length
        ? `The message has ${covers.length} FrontCoverImages; the Audio profile has exactly one.`
        : 'The message has no front cover (an Image of type FrontCoverImage): stores need the cover artwork.',
      '<ResourceList>',
    );
  for (const img of images) {
    const ref = text(img.ResourceReference);
    if (!arr(child(img, 'ResourceId')?.ProprietaryId as unknown[]).some((p) => text(p)))
      fail('image-proprietary-id', `Image ${ref} has no ProprietaryId.`, refTag(ref));
  }
  for (const img of covers) {
    const ref = text(img.ResourceReference);
    if (!arr(group?.LinkedReleaseResourceReference as unknown[]).some((l) => text(l) === ref))
      fail(
        'front-cover-linked',
        `The FrontCoverImage ${ref} is not linked from the main Release's ResourceGroup (LinkedReleaseResourceReference).`,
        refTag(ref),
      );
    const tech = arr(img.TechnicalDetails as Node[]);
    const file = tech.flatMap((t) => arr(t.File as Node[]))[0];
    const sum = child(file, 'HashSum');
    const pixels = (name: string) =>
      tech.some((t) =>
        arr(t[name] as unknown[]).some((e) => Number(text(e)) > 0 && ['', 'Pixel'].includes(attr(e, 'UnitOfMeasure'))),
      );
    const missing = [
      !text(file?.URI) && 'its file (File/URI)',
      !(text(sum?.Algorithm) && text(sum?.HashSumValue)) && 'its hash (File/HashSum with Algorithm and HashSumValue)',
      !tech.some((t) => text(t.ImageCodecType)) && 'its format (ImageCodecType)',
      !pixels('ImageWidth') && 'its width in pixels (ImageWidth)',
      !pixels('ImageHeight') && 'its height in pixels (ImageHeight)',
    ].filter(Boolean);
    if (missing.length)
      fail('front-cover-file', `The FrontCoverImage ${ref} does not give ${missing.join(', ')}.`, refTag(ref));
  }

  const dealt = new Set(
    arr(child(msg, 'DealList')?.ReleaseDeal as Node[]).flatMap((d) =>
      arr(d.DealReleaseReference as unknown[]).map(text),
    ),
  );
  for (const rel of [...releases, ...trackReleases]) {
    const ref = text(rel.ReleaseReference);
    if (!dealt.has(ref))
      fail(
        'release-deal',
        `${rel === main ? 'The main Release' : 'TrackRelease'} ${ref} has no ReleaseDeal: a store cannot sell it.`,
        `<ReleaseReference>${ref}</ReleaseReference>`,
      );
  }
  return { declared, checked: RELEASE_PROFILE, passed: errors.length === 0, errors };
}
