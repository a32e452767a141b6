// The rules on what a release of a profile is made of: its TrackReleases, its primary resources and their types,
// its cover (the number and types of Images each profile asks for, PROFILE_KINDS), bonus resources, and the stores'
// own rules (the cover's file facts, a deal per release). DDEX's numbers per profile: ./profile-numbers.ts.
import { arr, text, type Node } from './object-form';
import { attr, child } from './import-values';
import { isrcOf, proprietaryIdOf, refTag, releaseTag, technicalOf, type ProfileContext } from './profile-context';
import { DDEX_RELEASE_TYPE, RELEASE_TYPE_RULE, audioReleaseType } from './release-profile';
import type { ProfileRuleId } from './profile-rule-list';

type Check = (c: ProfileContext) => void;

/** Milliseconds of an xs:duration with hours, minutes and seconds (PT3M34S); null for years/months or none. */
function durationMs(d: string): number | null {
  const m = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(d.trim());
  if (!m || d.trim() === 'P') return null;
  return ((Number(m[1] ?? 0) * 24 + Number(m[2] ?? 0)) * 60 + Number(m[3] ?? 0)) * 60_000 + Number(m[4] ?? 0) * 1000;
}
const ref = (n: Node) => text(n.ResourceReference);
const what = (c: ProfileContext, n: Node) => `${c.kindOf.get(n)} ${ref(n)}`;
const linkedFrom = (n: Node | undefined) => arr(n?.LinkedReleaseResourceReference as unknown[]);

export const RELEASE_CHECKS: Partial<Record<ProfileRuleId, Check>> = {
  'track-release-per-recording': (c) => {
    for (const r of c.primary) {
      const n = c.trackReleases.filter((t) => text(t.ReleaseResourceReference) === ref(r)).length;
      if (n !== 1)
        c.fail(
          'track-release-per-recording',
          `${what(c, r)} has ${n} TrackReleases; the ${c.profile} profile needs exactly one per recording or video.`,
          refTag(ref(r)),
        );
    }
  },
  'track-release-id': (c) => {
    for (const t of c.trackReleases)
      if (text(child(t, 'ReleaseId')?.ISRC))
        c.fail(
          'track-release-id',
          `TrackRelease ${text(t.ReleaseReference)} gives an ISRC as its ReleaseId.`,
          releaseTag(text(t.ReleaseReference)),
        );
  },
  'track-release-resource': (c) => {
    const primary = new Set(c.primary.map(ref));
    for (const t of c.trackReleases) {
      const refs = arr(t.ReleaseResourceReference as unknown[]).map(text);
      if (refs.length !== 1 || !primary.has(refs[0]))
        c.fail(
          'track-release-resource',
          `TrackRelease ${text(t.ReleaseReference)} refers to ${refs.join(', ') || 'nothing'}, not one primary SoundRecording or Video of the message.`,
          releaseTag(text(t.ReleaseReference)),
        );
    }
  },
  'track-release-title': (c) => {
    const byRef = new Map(c.resources.map(([, r]) => [ref(r), r]));
    for (const t of c.trackReleases) {
      const res = byRef.get(text(t.ReleaseResourceReference));
      const same = ['DisplayTitleText', 'DisplayTitle', 'AdditionalTitle'].find((k) => {
        if (t[k] === undefined || !res || res[k] === undefined) return false;
        const mine = arr(t[k] as unknown[]).map((v) => JSON.stringify(v));
        return arr(res[k] as unknown[]).some((v) => mine.includes(JSON.stringify(v)));
      });
      if (same)
        c.fail(
          'track-release-title',
          `TrackRelease ${text(t.ReleaseReference)} repeats its resource's ${same}.`,
          releaseTag(text(t.ReleaseReference)),
        );
    }
  },
  'no-track-release': (c) => {
    if (c.trackReleases.length)
      c.fail(
        'no-track-release',
        `The ${c.profile} profile has no TrackRelease; the message has ${c.trackReleases.length}.`,
        '<TrackRelease>',
      );
  },
  'variant-id': (c) => {
    const v = attr(c.msg, 'ReleaseProfileVariantVersionId');
    if (v && !['BoxedSet', 'Classical', 'BoxedSet Classical', 'Classical BoxedSet'].includes(v))
      c.fail('variant-id', `The ReleaseProfileVariantVersionId "${v}" is not BoxedSet or Classical.`);
  },
  'sound-recording-type': (c) => {
    const allowed = c.kind.soundRecordingTypes;
    if (!c.recordings.some((r) => allowed.has(text(r.Type))))
      c.fail(
        'sound-recording-type',
        `The ${c.profile} profile needs a SoundRecording of type ${[...allowed].join(' or ')}.`,
        '<ResourceList>',
      );
    for (const r of c.recordings)
      if (!allowed.has(text(r.Type)))
        c.fail('sound-recording-type', `SoundRecording ${ref(r)} is of type "${text(r.Type)}".`, refTag(ref(r)));
  },
  'short-form-video': (c) => {
    if (!c.videos.some((v) => text(v.Type) === 'ShortFormMusicalWorkVideo'))
      c.fail('short-form-video', 'The message has no Video of type ShortFormMusicalWorkVideo.', '<ResourceList>');
  },
  'video-type': (c) => {
    const ok = ['LongFormMusicalWorkVideo', 'ConcertVideo', 'MusicalWorkTrailer', 'NonMusicalWorkTrailer'];
    if (!c.videos.some((v) => ok.includes(text(v.Type))))
      c.fail('video-type', `The message has no Video of type ${ok.join(', ')}.`, '<ResourceList>');
  },
  'primary-resource-count': (c) => {
    const [count, say] =
      c.profile === 'SimpleVideoSingle'
        ? [c.videos.length, 'Video']
        : c.profile === 'LongFormMusicalWorkVideo'
          ? [
              c.videos.filter((v) => ['LongFormMusicalWorkVideo', 'ConcertVideo'].includes(text(v.Type))).length,
              'long-form or concert Video',
            ]
          : c.profile === 'DjMix'
            ? [
                c.primary.filter(
                  (r) => text(r.Type) === 'MusicalWorkSoundRecording' && c.kindOf.get(r) === 'SoundRecording',
                ).length,
                'primary MusicalWorkSoundRecording (the mix)',
              ]
            : [c.recordings.length, 'SoundRecording'];
    if (count !== 1)
      c.fail(
        'primary-resource-count',
        `The ${c.profile} profile has exactly one ${say}; the message has ${count}.`,
        '<ResourceList>',
      );
  },
  'front-cover': (c) => {
    const { one, some, oneUnlessOneVideo } = c.kind.cover;
    const count = (types: string[]) => c.images.filter((i) => types.includes(text(i.Type))).length;
    if (oneUnlessOneVideo && c.videos.length === 1) {
      if (count(['FrontCoverImage']))
        c.fail(
          'front-cover',
          `A ${c.profile} release of one Video has no FrontCoverImage (its screen capture stands for it).`,
          '<ResourceList>',
        );
    } else if (one && count(one) !== 1)
      c.fail(
        'front-cover',
        count(one)
          ? `The message has ${count(one)} Images of type ${one.join(' or ')}; the ${c.profile} profile has exactly one.`
          : `The message has no front cover (an Image of type ${one.join(' or ')}): stores need the cover artwork.`,
        '<ResourceList>',
      );
    if (some && !count(some))
      c.fail('front-cover', `The message has no Image of type ${some.join(' or ')}.`, '<ResourceList>');
  },
  'one-image': (c) => {
    if (c.images.length > 1)
      c.fail(
        'one-image',
        `The ${c.profile} profile has at most one Image; the message has ${c.images.length}.`,
        '<Image>',
      );
  },
  'image-type': (c) => {
    const ok = ['FrontCoverImage', 'Poster', 'VideoScreenCapture'];
    if (!c.images.some((i) => ok.includes(text(i.Type))))
      c.fail('image-type', `The message has no Image of type ${ok.join(', ')}.`, '<ResourceList>');
  },
  'front-cover-linked': (c) => {
    const linked = new Set(c.releases.flatMap((r) => linkedFrom(child(r, 'ResourceGroup')).map(text)));
    for (const i of c.images.filter((x) => text(x.Type) === 'FrontCoverImage'))
      if (!linked.has(ref(i)))
        c.fail(
          'front-cover-linked',
          `The FrontCoverImage ${ref(i)} is not linked from the main Release's ResourceGroup (LinkedReleaseResourceReference).`,
          refTag(ref(i)),
        );
  },
  'screen-capture-linked': (c) => {
    const linked = new Set(
      c.contentItems.flatMap((i) =>
        linkedFrom(i)
          .filter((l) => attr(l as Node, 'LinkDescription') === 'VideoScreenCapture')
          .map(text),
      ),
    );
    for (const i of c.images.filter((x) => text(x.Type) === 'VideoScreenCapture'))
      if (!linked.has(ref(i)))
        c.fail(
          'screen-capture-linked',
          `The VideoScreenCapture ${ref(i)} is not linked from a content item with LinkDescription VideoScreenCapture.`,
          refTag(ref(i)),
        );
  },
  'recording-isrc': (c) => {
    // Ringtone: every SoundRecording needs an ISRC or a ProprietaryId (DDEX 1238-1); long-form video: every Video
    // (1422-1) besides an ISRC on primary resources (1420-1); the others: an ISRC on primary resources.
    const either = c.profile === 'Ringtone' ? c.recordings : c.profile === 'LongFormMusicalWorkVideo' ? c.videos : [];
    for (const r of either)
      if (!isrcOf(r) && !proprietaryIdOf(r))
        c.fail('recording-isrc', `${what(c, r)} has no ISRC or ProprietaryId.`, refTag(ref(r)));
    if (c.profile !== 'Ringtone')
      for (const r of c.primary) if (!isrcOf(r)) c.fail('recording-isrc', `${what(c, r)} has no ISRC.`, refTag(ref(r)));
  },
  'bonus-only': (c) => {
    // As DDEX's Schematron tests it (a report when the resource IS a bonus content item; its message says "must be
    // bonus resources", and DDEX's own MixedMedia sample has a booklet that is no bonus, which the test passes).
    for (const [k, r] of c.resources)
      if (['Text', 'SheetMusic', 'Software'].includes(k) && c.bonusRefs.has(ref(r)))
        c.fail(
          'bonus-only',
          `${k} ${ref(r)} is a bonus resource; DDEX's rule reports Text, SheetMusic and Software marked as bonus.`,
          refTag(ref(r)),
        );
  },
  'bonus-proprietary-id': (c) => {
    for (const [k, r] of c.resources)
      if (c.bonusRefs.has(ref(r)) && !proprietaryIdOf(r))
        c.fail('bonus-proprietary-id', `The bonus ${k} ${ref(r)} has no ProprietaryId.`, refTag(ref(r)));
  },
  'no-bonus': (c) => {
    const extra = c.resources.filter(([k]) => ['Text', 'SheetMusic', 'Software'].includes(k));
    if (c.bonusRefs.size || extra.length)
      c.fail(
        'no-bonus',
        `The ${c.profile} profile has no bonus resources, Text, SheetMusic or Software.`,
        extra.length ? refTag(ref(extra[0][1])) : '<IsBonusResource>',
      );
  },
  'release-type': (c) => {
    const m = c.main;
    if (!m) return;
    const type = text(m.ReleaseType);
    if (!c.kind.releaseTypes.has(type)) {
      c.fail(
        'release-type',
        `The main Release's ReleaseType "${type}" is not one of the ${c.profile} profile's.`,
        '<ReleaseType>',
      );
      return;
    }
    if (c.profile !== 'Audio' || !['Single', 'EP', 'Album'].includes(type)) return;
    const inRelease = new Set(c.contentItems.map((i) => text(i.ReleaseResourceReference)));
    const durations = c.primary.filter((r) => inRelease.has(ref(r))).map((r) => durationMs(text(r.Duration)) ?? 0);
    const made = DDEX_RELEASE_TYPE[audioReleaseType(durations)];
    if (durations.length && type !== made)
      c.fail(
        'release-type',
        `The main Release is typed ${type} but its ${durations.length} track${durations.length === 1 ? '' : 's'} of ${Math.round(durations.reduce((s, d) => s + d, 0) / 60_000)} minutes make ${made === 'EP' ? 'an' : 'a'} ${made}: ${RELEASE_TYPE_RULE}.`,
        '<ReleaseType>',
      );
  },
  'front-cover-file': (c) => {
    for (const img of c.images.filter((i) => text(i.Type) === 'FrontCoverImage')) {
      const tech = technicalOf(img);
      const file = tech.flatMap((t) => arr(t.File as Node[]))[0];
      const sum = child(file, 'HashSum');
      const pixels = (name: string) =>
        tech.some((t) =>
          arr(t[name] as unknown[]).some(
            (e) => Number(text(e)) > 0 && ['', 'Pixel'].includes(attr(e as Node, 'UnitOfMeasure')),
          ),
        );
      const missing = [
        !text(file?.URI) && 'its file (File/URI)',
        !(text(sum?.Algorithm) && text(sum?.HashSumValue)) && 'its hash (File/HashSum with Algorithm and HashSumValue)',
        !tech.some((t) => text(t.ImageCodecType)) && 'its format (ImageCodecType)',
        !pixels('ImageWidth') && 'its width in pixels (ImageWidth)',
        !pixels('ImageHeight') && 'its height in pixels (ImageHeight)',
      ].filter(Boolean);
      if (missing.length)
        c.fail(
          'front-cover-file',
          `The FrontCoverImage ${ref(img)} does not give ${missing.join(', ')}.`,
          refTag(ref(img)),
        );
    }
  },
  'release-deal': (c) => {
    const dealt = new Set(c.deals.flatMap((d) => arr(d.DealReleaseReference as unknown[]).map(text)));
    for (const rel of [...c.releases, ...c.trackReleases]) {
      const r = text(rel.ReleaseReference);
      if (!dealt.has(r))
        c.fail(
          'release-deal',
          `${rel === c.main ? 'The main Release' : 'TrackRelease'} ${r} has no ReleaseDeal: a store cannot sell it.`,
          releaseTag(r),
        );
    }
  },
};
