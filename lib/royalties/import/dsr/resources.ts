// DDEX DSR releases (RE..) and resources (AS..) as usage records find them: by the DSP's id, by the
// block's own reference, or by the block alone (its one resource, or its release when it has several).
import { firstValue, pick, type Cells } from './columns';

export interface DsrResource {
  isrc: string;
  upc: string;
  title: string;
  artist: string;
}

/** What a block's release and resource records said, for usage records that name only the block. */
interface DsrBlock {
  /** The block's records merged in order (a later non-empty value wins) */
  merged: DsrResource;
  /** The release record's own values (RE), if the block has one */
  release: DsrResource | null;
  /** The titles of the block's resource records (AS), in order */
  titles: string[];
  /** Whom a usage record naming only this block is credited to (withTarget) */
  target: DsrResource;
}

const NOTHING: DsrResource = { isrc: '', upc: '', title: '', artist: '' };

/**
 * The block with its target: a usage record that names only the block is credited to the block's one
 * resource, or with several resources to the release (by its code, without a track's ISRC): crediting
 * the last resource read would pay one track for the others' usage. Without a release code it waits in
 * the review queue under the resources' titles, for someone to say which track it was.
 */
function withTarget(b: Omit<DsrBlock, 'target'>): DsrBlock {
  if (b.titles.length <= 1) return { ...b, target: b.merged };
  const r = b.release ?? NOTHING;
  const title = r.title || b.titles.join(' / ');
  return { ...b, target: { isrc: '', upc: r.upc || b.merged.upc, title, artist: r.artist || b.merged.artist } };
}

export class DsrResources {
  private blocks = new Map<string, DsrBlock>();
  /**
   * Resources (AS) and releases (RE) by their DSP id, reference, and block and reference: two maps
   * rather than one keyed by a prefixed string, which cost a string built and hashed per usage record.
   */
  private assets = new Map<string, DsrResource>();
  private releases = new Map<string, DsrResource>();
  /** The last release or resource read (its block's, when it had one): for usage records that name nothing */
  private last: DsrBlock | null = null;

  /** Reads a release (RE..) or resource (AS..) record; `resource` is true for AS.. */
  add(resource: boolean, row: Cells) {
    const res: DsrResource = {
      isrc: firstValue(pick(row, ['ISRC', 'ResourceISRC'])),
      upc: firstValue(pick(row, ['ICPN', 'UPC', 'EAN', 'ReleaseICPN'])),
      title: pick(row, [
        'Title',
        'DisplayTitle',
        'DisplayTitleText',
        'ReferenceTitle',
        'ResourceTitle',
        'ReleaseTitle',
      ]),
      artist: pick(row, [
        'DisplayArtistName',
        'DisplayArtist',
        'ArtistName',
        'ResourceDisplayArtistName',
        'ReleaseDisplayArtistName',
      ]),
    };
    const block = pick(row, ['BlockId']);
    const prev = block ? this.blocks.get(block) : undefined;
    const b = withTarget(
      prev
        ? {
            merged: { ...prev.merged, ...Object.fromEntries(Object.entries(res).filter(([, v]) => v)) },
            release: resource ? prev.release : res,
            titles: resource ? [...prev.titles, res.title] : prev.titles,
          }
        : { merged: res, release: resource ? null : res, titles: resource ? [res.title] : [] },
    );
    if (block) this.blocks.set(block, b);
    // Usage records may name their resource or release by the DSP's id or the file's reference
    // rather than by block (SU03 → DspResourceId, SU02 → DspReleaseId). A resource is kept with its
    // block's release code (read so far); a release with its own values only, not a resource's ISRC.
    // References are the block's own (1, 2 … in every block): kept with the block too.
    const id = pick(row, [resource ? 'DspResourceId' : 'DspReleaseId']);
    const ref = pick(row, [resource ? 'ResourceReference' : 'ReleaseReference']);
    const named = resource ? b.merged : res;
    const byId = resource ? this.assets : this.releases;
    if (id) byId.set(id, named);
    if (ref) {
      byId.set(ref, named);
      if (block) byId.set(`${block}:${ref}`, named);
    }
    this.last = b;
  }

  /**
   * The resource or release a usage record names: by DspResourceId, by its block's resource reference,
   * by DspReleaseId, by its block's release reference; else its block's target; else the last read.
   */
  find(block: string, resId: string, resRef: string, relId: string, relRef: string): DsrResource {
    return (
      (resId && this.assets.get(resId)) ||
      (resRef && (this.assets.get(`${block}:${resRef}`) ?? this.assets.get(resRef))) ||
      (relId && this.releases.get(relId)) ||
      (relRef && (this.releases.get(`${block}:${relRef}`) ?? this.releases.get(relRef))) ||
      ((block && this.blocks.get(block)) || this.last)?.target ||
      NOTHING
    );
  }
}
