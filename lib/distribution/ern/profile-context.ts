// What the release profile rules (./profile-checks-*.ts) read of a message, found once: the releases, the resources
// (primary, secondary, bonus), the main Release's groups, and every element of the message for the rules that DDEX
// writes over the whole document (//ISRC, //DisplayArtist, //*[@IsDefault] ...). ERN 4.3 moved a SoundRecording's and
// a Video's ResourceId and TechnicalDetails into its SoundRecordingEdition / VideoEdition (DDEX's Schematron, written
// for ERN 4.1, reads them on the resource): both places are read.
import { arr, text, type Node } from './object-form';
import { attr, child } from './import-values';
import { rootOf } from './read';
import type { ProfileError, ProfileKind, ProfileName, ProfileRuleId } from './profile-rule-list';

interface Visit {
  name: string;
  value: unknown;
  parent: Node;
}

export interface ProfileContext {
  xml: string;
  profile: ProfileName;
  kind: ProfileKind;
  msg: Node;
  releases: Node[];
  main: Node | undefined;
  group: Node | undefined;
  trackReleases: Node[];
  recordings: Node[];
  videos: Node[];
  images: Node[];
  /** every resource of the ResourceList, with its element name */
  resources: [string, Node][];
  primary: Node[];
  kindOf: Map<Node, string>;
  /** the refs of resources that are bonus content items */
  bonusRefs: Set<string>;
  contentItems: Node[];
  deals: Node[];
  /** every element of the message, depth first */
  all: Visit[];
  fail: (rule: ProfileRuleId, message: string, needle?: string) => void;
}

const RESOURCE_KINDS = ['SoundRecording', 'Video', 'Image', 'Text', 'SheetMusic', 'Software'];

function walk(node: unknown, name: string, parent: Node, out: Visit[]) {
  for (const v of arr(node)) {
    out.push({ name, value: v, parent });
    if (v && typeof v === 'object')
      for (const [k, kid] of Object.entries(v as Node)) if (k[0] !== '@' && k[0] !== '#') walk(kid, k, v as Node, out);
  }
}

export const refTag = (ref: string) => `<ResourceReference>${ref}</ResourceReference>`;
export const releaseTag = (ref: string) => `<ReleaseReference>${ref}</ReleaseReference>`;

/** A resource's ResourceIds and TechnicalDetails: on it, or on its editions (ERN 4.3). */
function idsOf(r: Node): Node[] {
  const editions = [...arr(r.SoundRecordingEdition as Node[]), ...arr(r.VideoEdition as Node[])];
  return [r, ...editions].flatMap((n) => arr(n.ResourceId as Node[]));
}
export function technicalOf(r: Node): Node[] {
  const editions = [...arr(r.SoundRecordingEdition as Node[]), ...arr(r.VideoEdition as Node[])];
  return [r, ...editions].flatMap((n) => arr(n.TechnicalDetails as Node[]));
}
export const isrcOf = (r: Node) =>
  idsOf(r)
    .map((id) => text(id.ISRC))
    .find(Boolean) ?? '';
export const proprietaryIdOf = (r: Node) =>
  idsOf(r)
    .flatMap((id) => arr(id.ProprietaryId as unknown[]).map(text))
    .find(Boolean) ?? '';

const itemsIn = (group: Node | undefined): Node[] =>
  group
    ? [
        ...arr(group.ResourceGroupContentItem as Node[]),
        ...arr(group.ResourceGroup as Node[]).flatMap((g) => itemsIn(g)),
      ]
    : [];
export const groupsIn = (group: Node | undefined): Node[] =>
  group ? arr(group.ResourceGroup as Node[]).flatMap((g) => [g, ...groupsIn(g)]) : [];

/** The line of the first occurrence of needle: newline offsets found once, then a binary search per lookup. */
function lineFinder(xml: string) {
  let breaks: number[] | null = null;
  return (needle: string): number | null => {
    const at = xml.indexOf(needle);
    if (at < 0) return null;
    if (!breaks) {
      breaks = [];
      for (let i = xml.indexOf('\n'); i >= 0; i = xml.indexOf('\n', i + 1)) breaks.push(i);
    }
    let lo = 0;
    let hi = breaks.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (breaks[mid] < at) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1;
  };
}

export function profileContext(
  xml: string,
  msg: Node,
  profile: ProfileName,
  kind: ProfileKind,
  errors: ProfileError[],
  number: (rule: ProfileRuleId) => string | null,
): ProfileContext {
  const rootLine = rootOf(xml)?.line ?? null;
  const resourceList = child(msg, 'ResourceList') ?? {};
  const releaseList = child(msg, 'ReleaseList') ?? {};
  const releases = arr(releaseList.Release as Node[]);
  const recordings = arr(resourceList.SoundRecording as Node[]);
  const videos = arr(resourceList.Video as Node[]);
  const resources = RESOURCE_KINDS.flatMap((k) => arr(resourceList[k] as Node[]).map((n): [string, Node] => [k, n]));
  const main = releases[0];
  const group = main ? child(main, 'ResourceGroup') : undefined;
  const contentItems = arr(releases.flatMap((r) => arr(r.ResourceGroup as Node[])).flatMap((g) => itemsIn(g)));
  const lineOf = lineFinder(xml);
  const all: Visit[] = [];
  walk(msg, 'root', {}, all);
  return {
    xml,
    profile,
    kind,
    msg,
    releases,
    main,
    group,
    trackReleases: arr(releaseList.TrackRelease as Node[]),
    recordings,
    videos,
    images: arr(resourceList.Image as Node[]),
    resources,
    primary: [...recordings, ...videos].filter((r) => attr(r, 'IsSupplemental') !== 'true'),
    kindOf: new Map(resources.map(([k, n]) => [n, k])),
    bonusRefs: new Set(
      contentItems.filter((c) => text(c.IsBonusResource) === 'true').map((c) => text(c.ReleaseResourceReference)),
    ),
    contentItems,
    deals: arr(child(msg, 'DealList')?.ReleaseDeal as Node[]),
    all,
    fail: (rule, message, needle) =>
      errors.push({
        rule,
        ddex: number(rule),
        line: (needle && lineOf(needle)) || rootLine,
        message: `${message} (${rule})`,
      }),
  };
}
