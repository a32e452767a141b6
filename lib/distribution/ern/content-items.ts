// The tracks of an ERN release in order: the content items of its ResourceGroup (discs as nested groups), and the
// component recordings a resource is made of (a DJ mix).
import { arr, text, type Node } from './object-form';
import { attr, child } from './import-values';

interface Item {
  reference: string;
  disc: number;
  sequence: number;
}

// A group of a work's movements (DDEX's "Variant Classical" sample: one per concerto, directly in the release's
// group) is not a disc: its movements stay on the disc that holds it.
const NOT_A_DISC = new Set(['MultiWorkPart']);

/**
 * Content items of a ResourceGroup in sequence, nested groups kept in their own sequence: a group directly in the
 * release's group is a disc (Component, Side, untyped) unless it is a work's movements; a group inside a disc keeps
 * its disc.
 */
export function contentItems(group: Node | undefined, disc = 1, depth = 0): Item[] {
  if (!group) return [];
  const seq = (n: Node, i: number) => {
    const v = Number(text(n.SequenceNumber));
    return Number.isFinite(v) && text(n.SequenceNumber) !== '' ? v : i + 1;
  };
  const entries: { seq: number; items: Item[] }[] = [];
  arr(group.ResourceGroup as Node[]).forEach((g, i) => {
    const d = depth === 0 && !NOT_A_DISC.has(attr(g, 'ResourceGroupType')) ? seq(g, i) : disc;
    entries.push({ seq: seq(g, i), items: contentItems(g, d, depth + 1) });
  });
  arr(group.ResourceGroupContentItem as Node[]).forEach((c, i) => {
    entries.push({
      seq: seq(c, i),
      items: [{ reference: text(c.ReleaseResourceReference), disc, sequence: seq(c, i) }],
    });
  });
  // Groups and items interleave by their sequence numbers (stable for equal numbers).
  return entries
    .map((e, i) => ({ ...e, i }))
    .sort((a, b) => a.seq - b.seq || a.i - b.i)
    .flatMap((e) => e.items);
}

const COMPONENT_RELATIONS = new Set(['HasPart', 'HasContentFrom']);

/** References of the resources a resource is made of (a DJ mix's component recordings). */
export function componentRefs(n: Node): string[] {
  const contained = arr(
    child(n, 'ResourceContainedResourceReferenceList')?.ResourceContainedResourceReference as Node[],
  ).map((c) => text(c.ResourceContainedResourceReference));
  const related = arr(n.RelatedResource as Node[])
    .filter((r) => COMPONENT_RELATIONS.has(text(r.ResourceRelationshipType)))
    .map((r) => text(r.ResourceRelatedResourceReference));
  return [...contained, ...related].filter(Boolean);
}

export function items0(group: Node | undefined, resources: Map<string, unknown>): string[] {
  return contentItems(group)
    .map((i) => i.reference)
    .filter((r) => resources.has(r));
}

/** Each track's number on its disc, counted over the tracks in order (not a movement's number in its work). */
export function numberedOnDiscs<T extends Item>(items: T[]): T[] {
  const count = new Map<number, number>();
  return items.map((i) => {
    const n = (count.get(i.disc) ?? 0) + 1;
    count.set(i.disc, n);
    return { ...i, sequence: n };
  });
}
