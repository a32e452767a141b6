// The rules of one kind of release profile only: one resource sold whole (SimpleAudioSingle, SimpleVideoSingle,
// Ringtone), a ringtone's source, a long-form video's chapters and cue sheets, a DJ mix's components. DDEX's numbers
// per profile: ./profile-numbers.ts.
import { arr, text, type Node } from './object-form';
import { attr, child } from './import-values';
import { isrcOf, refTag, releaseTag, type ProfileContext } from './profile-context';
import type { ProfileRuleId } from './profile-rule-list';

type Check = (c: ProfileContext) => void;
const ref = (n: Node) => text(n.ResourceReference);
const nodesNamed = (c: ProfileContext, name: string) =>
  c.all.filter((v) => v.name === name).map((v) => v.value as Node);

export const KIND_CHECKS: Partial<Record<ProfileRuleId, Check>> = {
  'single-resource-group': (c) => {
    for (const r of c.releases) {
      const groups = arr(r.ResourceGroup as Node[]);
      if (groups.length !== 1)
        c.fail(
          'single-resource-group',
          `The main Release has ${groups.length} ResourceGroups; the ${c.profile} profile has one.`,
          releaseTag(text(r.ReleaseReference)),
        );
      for (const g of groups)
        if (arr(g.ResourceGroupContentItem as Node[]).length !== 1)
          c.fail(
            'single-resource-group',
            `The main Release's ResourceGroup has ${arr(g.ResourceGroupContentItem as Node[]).length} content items; the ${c.profile} profile has one.`,
            '<ResourceGroupContentItem>',
          );
    }
    const primary = new Set((c.profile === 'SimpleVideoSingle' ? c.videos : c.recordings).map(ref));
    for (const i of c.contentItems)
      if (!primary.has(text(i.ReleaseResourceReference)))
        c.fail(
          'single-resource-group',
          `A content item refers to ${text(i.ReleaseResourceReference) || 'nothing'}, not the primary ${c.profile === 'SimpleVideoSingle' ? 'Video' : 'SoundRecording'}.`,
          '<ResourceGroupContentItem>',
        );
    const linked = new Set(c.contentItems.flatMap((i) => arr(i.LinkedReleaseResourceReference as unknown[]).map(text)));
    for (const img of c.images)
      if (!linked.has(ref(img)))
        c.fail(
          'single-resource-group',
          `Image ${ref(img)} is not linked from the content item (LinkedReleaseResourceReference).`,
          refTag(ref(img)),
        );
  },
  'rights-controller': (c) => {
    for (const rc of nodesNamed(c, 'ResourceRightsController')) {
      const missing = ['Territory', 'RightsControllerRole', 'StartDate', 'EndDate', 'RightSharePercentage'].filter(
        (k) => rc[k] === undefined,
      );
      if (missing.length)
        c.fail(
          'rights-controller',
          `A ResourceRightsController gives no ${missing.join(', ')}.`,
          '<ResourceRightsController>',
        );
    }
  },
  'ringtone-source': (c) => {
    for (const r of c.releases)
      if (!arr(r.RelatedRelease as Node[]).some((x) => text(x.ReleaseRelationshipType) === 'IsReleaseFromRelease'))
        c.fail(
          'ringtone-source',
          'The ringtone names no release it comes from (RelatedRelease IsReleaseFromRelease).',
          releaseTag(text(r.ReleaseReference)),
        );
  },
  chapter: (c) => {
    const captures = new Set(c.images.filter((i) => text(i.Type) === 'VideoScreenCapture').map(ref));
    for (const ch of arr(child(c.msg, 'ChapterList')?.Chapter as Node[])) {
      const name = text(ch.ChapterReference);
      if (ch.ChapterId === undefined)
        c.fail('chapter', `Chapter ${name} has no ChapterId.`, `<ChapterReference>${name}<`);
      if (ch.StartTime === undefined)
        c.fail('chapter', `Chapter ${name} has no StartTime.`, `<ChapterReference>${name}<`);
      for (const img of arr(ch.RepresentativeImageReference as unknown[]).map(text))
        if (!captures.has(img))
          c.fail(
            'chapter',
            `Chapter ${name}'s image ${img} is not a VideoScreenCapture.`,
            `<ChapterReference>${name}<`,
          );
    }
  },
  'cue-sheet': (c) => {
    for (const v of c.primary.filter((r) => ['LongFormMusicalWorkVideo', 'ConcertVideo'].includes(text(r.Type))))
      if (v.VideoCueSheetReference === undefined && v.ReasonForCueSheetAbsence === undefined)
        c.fail(
          'cue-sheet',
          `Video ${ref(v)} has neither a VideoCueSheetReference nor a ReasonForCueSheetAbsence.`,
          refTag(ref(v)),
        );
  },
  'cue-details': (c) => {
    for (const cue of nodesNamed(c, 'Cue')) {
      const isrc = text(child(cue, 'ResourceId')?.ISRC);
      if (!isrc && !text(child(cue, 'WorkId')?.ISWC))
        c.fail('cue-details', 'A Cue has neither an ISRC nor an ISWC.', '<Cue>');
      if (cue.Contributor === undefined) c.fail('cue-details', 'A Cue has no Contributor.', '<Cue>');
      if (child(cue, 'ResourceId')?.ISRC !== undefined && cue.PLine === undefined)
        c.fail('cue-details', `The Cue of ISRC ${isrc} has no PLine.`, `>${isrc}<`);
    }
  },
  poster: (c) => {
    if (
      c.releases.some((r) => text(r.ReleaseType) === 'FeatureFilm') &&
      !c.images.some((i) => text(i.Type) === 'Poster')
    )
      c.fail('poster', 'A FeatureFilm release has no Image of type Poster.', '<ResourceList>');
  },
  'dj-mix-primary': (c) => {
    const top = new Set(
      c.releases
        .flatMap((r) => arr(child(r, 'ResourceGroup')?.ResourceGroupContentItem as Node[]))
        .map((i) => text(i.ReleaseResourceReference)),
    );
    for (const r of c.primary.filter(
      (x) => c.kindOf.get(x) === 'SoundRecording' && text(x.Type) === 'MusicalWorkSoundRecording',
    ))
      if (!top.has(ref(r)))
        c.fail(
          'dj-mix-primary',
          `The mix ${ref(r)} is not a content item of the main Release's top-level ResourceGroup.`,
          refTag(ref(r)),
        );
  },
  'dj-mix-components': (c) => {
    const components = c.recordings.filter(
      (r) => attr(r, 'IsSupplemental') === 'true' && text(r.Type) === 'MusicalWorkSoundRecording',
    );
    if (components.length < 2)
      c.fail(
        'dj-mix-components',
        `A DJ mix has at least two mix components (secondary MusicalWorkSoundRecordings); the message has ${components.length}.`,
        '<ResourceList>',
      );
    const inRelease = new Set(c.contentItems.map((i) => text(i.ReleaseResourceReference)));
    const uses = c.recordings.flatMap((r) =>
      arr(r.RelatedResource as Node[])
        .filter((x) => text(x.ResourceRelationshipType) === 'HasContentFrom')
        .map((x): [Node, Node] => [r, x]),
    );
    const usedByMix = new Set(
      uses
        .filter(([r]) => attr(r, 'IsSupplemental') !== 'true')
        .map(([, x]) => text(x.ResourceRelatedResourceReference)),
    );
    for (const r of components) {
      if (inRelease.has(ref(r)))
        c.fail(
          'dj-mix-components',
          `The mix component ${ref(r)} is a content item of the release itself.`,
          refTag(ref(r)),
        );
      if (!usedByMix.has(ref(r)))
        c.fail(
          'dj-mix-components',
          `The mix component ${ref(r)} is not used by the mix (RelatedResource HasContentFrom).`,
          refTag(ref(r)),
        );
    }
    for (const [r, x] of uses) {
      const timing = child(x, 'Timing');
      if (timing?.StartPoint === undefined || timing?.DurationUsed === undefined)
        c.fail(
          'dj-mix-components',
          `${ref(r)} uses ${text(x.ResourceRelatedResourceReference)} without a StartPoint and a DurationUsed.`,
          refTag(ref(r)),
        );
    }
    for (const r of new Set(uses.map(([s]) => s)))
      if (!isrcOf(r)) c.fail('dj-mix-components', `${ref(r)} has mix components but no ISRC.`, refTag(ref(r)));
  },
};
