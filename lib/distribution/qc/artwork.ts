// Rule: artwork is a square JPEG or PNG of at least 3000 x 3000 pixels.
import type { QcIssue, QcRule } from './types';

const MIN_ARTWORK_PX = 3000;

export function artworkProblem(width: number, height: number, mime: string | null): string | null {
  if (mime && mime !== 'image/jpeg' && mime !== 'image/png') return 'Artwork must be a JPEG or PNG image.';
  if (width !== height) return `Artwork must be square: this image is ${width} x ${height} px.`;
  if (width < MIN_ARTWORK_PX)
    return `Artwork must be at least ${MIN_ARTWORK_PX} x ${MIN_ARTWORK_PX} px: this image is ${width} x ${height} px.`;
  return null;
}

export const artwork: QcRule = {
  id: 'artwork',
  title: 'Artwork: square JPEG/PNG, 3000 x 3000 px or more',
  check(r) {
    const out: QcIssue[] = [];
    if (!r.artworkFileId || r.artworkWidth === null || r.artworkHeight === null) {
      out.push({
        rule: 'artwork',
        field: 'artwork',
        severity: 'error',
        message: `Upload the cover artwork (square JPEG or PNG, at least ${MIN_ARTWORK_PX} x ${MIN_ARTWORK_PX} px).`,
      });
      return out;
    }
    const p = artworkProblem(r.artworkWidth, r.artworkHeight, r.artworkMime);
    if (p) out.push({ rule: 'artwork', field: 'artwork', severity: 'error', message: p });
    return out;
  },
};
