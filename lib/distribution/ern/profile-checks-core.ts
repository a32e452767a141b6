// The rules every ERN 4.3 release profile shares (DDEX's "MultiProfile" Schematron patterns, numbered anew in each
// profile: ./profile-numbers.ts): identifiers, artists, groups and sequences, dates, deals. Each reads the message as
// DDEX's XPath does, with the ERN 4.3 places of ResourceId (./profile-context.ts).
import { arr, text, type Node } from './object-form';
import { attr, child } from './import-values';
import { groupsIn, proprietaryIdOf, refTag, releaseTag, type ProfileContext } from './profile-context';
import type { ProfileRuleId } from './profile-rule-list';

type Check = (c: ProfileContext) => void;

const AUTHOR_ROLES = new Set(
  'Adapter Arranger Author Composer ComposerLyricist Librettist Lyricist NonLyricAuthor SubArranger Translator'.split(
    ' ',
  ),
);
const roleText = (r: unknown) => text((r as Node)?.Value ?? r);
const SEQUENCED_GROUPS = new Set(['Component', 'ComponentRelease', 'Side', 'MultiWorkPart']);

export const CORE_CHECKS: Partial<Record<ProfileRuleId, Check>> = {
  'profile-declared': (c) => {
    const declared = attr(c.msg, 'ReleaseProfileVersionId');
    if (declared !== c.profile)
      c.fail(
        'profile-declared',
        declared
          ? `The message declares ReleaseProfileVersionId "${declared}", not "${c.profile}".`
          : `The message names no release profile: an audio release declares ReleaseProfileVersionId="${c.profile}".`,
      );
  },
  'one-main-release': (c) => {
    if (c.releases.length !== 1)
      c.fail(
        'one-main-release',
        `The message has ${c.releases.length} main Releases; the ${c.profile} profile has exactly one.`,
        '<ReleaseList>',
      );
  },
  'composer-credits': (c) => {
    const credited = c.all.some(
      ({ name, value }) =>
        name === 'Contributor' && arr((value as Node).Role).some((r) => AUTHOR_ROLES.has(roleText(r))),
    );
    if (c.primary.length && !credited)
      c.fail(
        'composer-credits',
        'No Contributor is credited as composer, lyricist, arranger or author.',
        '<ResourceList>',
      );
  },
  'display-artist': (c) => {
    const m = c.main;
    if (m && (!text(m.DisplayArtistName) || !arr(m.DisplayArtist as Node[]).length))
      c.fail(
        'display-artist',
        'The main Release names no display artist (DisplayArtistName and DisplayArtist).',
        releaseTag(text(m.ReleaseReference)),
      );
    for (const r of c.primary)
      if (!text(r.DisplayArtistName) || !arr(r.DisplayArtist as Node[]).length)
        c.fail(
          'display-artist',
          `${c.kindOf.get(r)} ${text(r.ResourceReference)} names no display artist.`,
          refTag(text(r.ResourceReference)),
        );
    for (const { name, value } of c.all)
      if (name === 'DisplayArtist' && !attr(value as Node, 'SequenceNumber'))
        c.fail('display-artist', 'A DisplayArtist has no SequenceNumber.', '<DisplayArtist>');
  },
  'main-artist-once': (c) => {
    for (const n of [...c.releases, ...c.resources.map(([, r]) => r)]) {
      const mains = arr(n.DisplayArtist as Node[]).filter((d) => text(d.DisplayArtistRole) === 'MainArtist');
      if (mains.length > 1)
        c.fail(
          'main-artist-once',
          `${mains.length} DisplayArtists of one release or resource are MainArtist.`,
          releaseTag(text(n.ReleaseReference)) || refTag(text(n.ResourceReference)),
        );
    }
  },
  'group-type': (c) => {
    if (attr(c.msg, 'ReleaseProfileVariantVersionId')) return;
    for (const r of c.releases)
      for (const g of arr(child(r, 'ResourceGroup')?.ResourceGroup as Node[]))
        if (!['Component', 'Side'].includes(attr(g, 'ResourceGroupType')))
          c.fail(
            'group-type',
            `A second-level ResourceGroup is of type "${attr(g, 'ResourceGroupType')}", not Side or Component.`,
            '<ResourceGroup',
          );
  },
  'group-sequenced': (c) => {
    for (const r of c.releases)
      for (const g of groupsIn(child(r, 'ResourceGroup')))
        if (SEQUENCED_GROUPS.has(attr(g, 'ResourceGroupType')) && !text(g.SequenceNumber))
          c.fail(
            'group-sequenced',
            `A ResourceGroup of type ${attr(g, 'ResourceGroupType')} has no SequenceNumber.`,
            '<ResourceGroup ',
          );
  },
  'recording-sequenced': (c) => {
    const sequenced = new Set(
      c.contentItems.filter((i) => text(i.SequenceNumber)).map((i) => text(i.ReleaseResourceReference)),
    );
    for (const r of c.primary) {
      const ref = text(r.ResourceReference);
      if (c.main && !sequenced.has(ref))
        c.fail(
          'recording-sequenced',
          `${c.kindOf.get(r)} ${ref} is not a sequenced content item of the main Release.`,
          refTag(ref),
        );
    }
  },
  'sequence-unique': (c) => {
    for (const r of c.releases)
      for (const g of [child(r, 'ResourceGroup'), ...groupsIn(child(r, 'ResourceGroup'))].filter(Boolean) as Node[]) {
        const items = arr(g.ResourceGroupContentItem as Node[])
          .map((i) => text(i.SequenceNumber))
          .filter(Boolean);
        const groups = arr(g.ResourceGroup as Node[])
          .map((s) => text(s.SequenceNumber))
          .filter(Boolean);
        const twice = [items, groups].flatMap((l) => l.filter((s, i) => l.indexOf(s) !== i));
        const shared = groups.filter((s) => items.includes(s));
        if (twice.length || shared.length)
          c.fail(
            'sequence-unique',
            `SequenceNumber ${[...twice, ...shared][0]} is given twice in one ResourceGroup.`,
            `<SequenceNumber>${[...twice, ...shared][0]}<`,
          );
      }
  },
  'secondary-not-sequenced': (c) => {
    const secondary = new Set(
      c.resources.filter(([, r]) => !c.primary.includes(r)).map(([, r]) => text(r.ResourceReference)),
    );
    for (const i of c.contentItems)
      if (
        text(i.SequenceNumber) &&
        (secondary.has(text(i.ReleaseResourceReference)) || text(i.IsBonusResource) === 'true')
      )
        c.fail(
          'secondary-not-sequenced',
          `The secondary or bonus resource ${text(i.ReleaseResourceReference)} is sequenced.`,
          `<ReleaseResourceReference>${text(i.ReleaseResourceReference)}<`,
        );
  },
  'cue-timing': (c) => {
    for (const { name, value } of c.all)
      if (name === 'Cue' && !text((value as Node).StartTime) && !text((value as Node).Duration))
        c.fail('cue-timing', 'A Cue has neither a StartTime nor a Duration.', '<Cue>');
  },
  'main-release-id': (c) => {
    for (const r of c.releases) {
      const id = child(r, 'ReleaseId');
      if (!text(id?.GRid) && !text(id?.ICPN) && !arr(id?.ProprietaryId as unknown[]).length)
        c.fail(
          'main-release-id',
          'The main Release has no GRid, ICPN or ProprietaryId.',
          releaseTag(text(r.ReleaseReference)),
        );
    }
  },
  'c-line': (c) => {
    for (const r of c.releases)
      if (!child(r, 'CLine')) c.fail('c-line', 'The main Release has no CLine.', releaseTag(text(r.ReleaseReference)));
  },
  'release-date': (c) => {
    for (const r of c.releases)
      if (!text(r.ReleaseDate) && !text(r.OriginalReleaseDate))
        c.fail(
          'release-date',
          'The main Release has neither a ReleaseDate nor an OriginalReleaseDate.',
          releaseTag(text(r.ReleaseReference)),
        );
  },
  'side-physical': (c) => {
    if (
      !c.releases
        .flatMap((r) => groupsIn(child(r, 'ResourceGroup')))
        .some((g) => attr(g, 'ResourceGroupType') === 'Side')
    )
      return;
    for (const r of c.releases) {
      const ref = text(r.ReleaseReference);
      const uses = c.deals
        .filter((d) => arr(d.DealReleaseReference as unknown[]).some((x) => text(x) === ref))
        .flatMap((d) =>
          arr(d.Deal as Node[]).flatMap((x) => arr(child(x, 'DealTerms')?.UseType as unknown[]).map(text)),
        );
      if (!uses.includes('PurchaseAsPhysicalProduct'))
        c.fail(
          'side-physical',
          `Release ${ref} has Sides but no deal to buy it as a physical product.`,
          releaseTag(ref),
        );
    }
  },
  'image-proprietary-id': (c) => {
    for (const [k, r] of c.resources)
      if ((k === 'Image' || (k === 'SoundRecording' && attr(r, 'IsSupplemental') === 'true')) && !proprietaryIdOf(r))
        c.fail(
          'image-proprietary-id',
          `${k === 'Image' ? 'Image' : 'Secondary SoundRecording'} ${text(r.ResourceReference)} has no ProprietaryId.`,
          refTag(text(r.ResourceReference)),
        );
  },
  'contributor-once': (c) => {
    for (const [k, r] of c.resources) {
      const names = arr(r.Contributor as Node[]).map((x) => text(x.ContributorPartyReference));
      const twice = names.filter((n, i) => names.indexOf(n) !== i);
      if (twice.length)
        c.fail(
          'contributor-once',
          `${k} ${text(r.ResourceReference)} lists party ${twice[0]} in more than one Contributor: list each once with all its roles.`,
          refTag(text(r.ResourceReference)),
        );
    }
  },
  'first-publication-date': (c) => {
    for (const r of c.primary)
      if (!child(r, 'FirstPublicationDate'))
        c.fail(
          'first-publication-date',
          `${c.kindOf.get(r)} ${text(r.ResourceReference)} has no FirstPublicationDate.`,
          refTag(text(r.ResourceReference)),
        );
  },
};
