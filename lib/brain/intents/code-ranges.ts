// The ISRC and UPC code ranges as /admin-isrc shows them (codesOverview of distribution): each sequence with
// how many codes were issued, its capacity and the share used (nearly full from 80 %), the latest ISRCs, and the
// code settings the same page and the super-admin settings show (registrant, GS1 prefix, DDEX sender, request limit).
import { codesOverview, getDistributionSettings } from '@/lib/distribution';
import { formatIsrc } from '../../platform/format';
import { catalogueNames, namesAny } from './areas';
import { staffOnly } from './staff';
import { plural, type Intent } from './types';

const CODE = /\b(?:isrcs?|upcs?|eans?|barcodes?|gs1|registrant codes?|code ranges?|code counters?)\b/i;
// "how many ISRCs have we issued", "is the UPC range running out", "latest ISRCs assigned".
const RANGE =
  /\b(?:issued|used|range|ranges|counters?|capacity|left|remaining|run(?:ning)? out|full|latest|recent|newest|assigned|allocated|handed out|generated|how many|count|total|prefix|registrant|sequences?|pool)\b/i;

export const codeRangesIntent: Intent = {
  key: 'code-ranges',
  description: 'ISRC and UPC code ranges: codes issued per sequence, capacity and share used, and the latest ISRCs.',
  matches: (f) =>
    CODE.test(f.raw) &&
    RANGE.test(f.raw) &&
    !/\b(?:missing|without|lack\w*|no isrc|no upc|not have|don'?t have|doesn'?t have)\b/i.test(f.raw),
  async answer(ctx, _id, f) {
    const denied = staffOnly(ctx, this.key, 'the code ranges');
    if (denied) return denied;
    // "what's the UPC of Golden Hour" names a release: its own codes (release-codes) answer that.
    if (f && namesAny(await catalogueNames(ctx, f))) return null;
    const [o, set] = await Promise.all([codesOverview(), getDistributionSettings()]);
    const seqs = o.sequences.map(
      (s) =>
        `${s.label}: ${s.issued.toLocaleString('en-US')} issued of ${s.capacity.toLocaleString('en-US')} (${s.usedPercent}% used${s.nearlyFull ? ', nearly full' : ''})`,
    );
    const recent = o.recent
      .slice(0, 5)
      .map((t) => `${formatIsrc(t.isrc!)} "${t.title}" (${t.release.title})`)
      .join(', ');
    return {
      intent: this.key,
      text:
        `Code ranges: ${seqs.join('; ') || 'no code issued yet'}. ` +
        (recent ? `The latest ISRCs assigned, newest first: ${recent}. ` : 'No track has an ISRC yet. ') +
        `Settings: ISRC registrant ${set.isrcRegistrant}, ${set.barcodeType === 'ean_13' ? 'EAN-13' : 'UPC-A'} barcodes with GS1 prefix ${set.upcPrefix}, ` +
        `DDEX sender ${set.senderName} (${set.senderPartyId}); an artist may request ${plural(set.codeRequestLimit, 'code')} before approval.`,
      link: { href: '/admin-isrc', label: 'ISRC and UPC codes' },
    };
  },
};
