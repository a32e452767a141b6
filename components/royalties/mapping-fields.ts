// The mapping editor's field names, its first guess of each field's column from the header, and the words
// for what a row becomes (imported, review queue, skipped or refused).
import type { Outcome } from '@/lib/royalties/import/csv/row';
import { TEMPLATE_FIELDS, type TemplateField } from '@/lib/royalties/template-fields';
import { formatIsrc, formatUpc } from '@/lib/platform/format';

export const FIELD_LABEL: Record<TemplateField, string> = {
  isrc: 'ISRC',
  upc: 'UPC / EAN',
  track_title: 'Track title',
  artist: 'Artist',
  store: 'Store',
  country: 'Country',
  sale_period: 'Sale date or month',
  units: 'Units',
  net_amount: 'Net amount',
  currency: 'Currency',
  row_type: 'Row type',
  exchange_rate: 'Exchange rate to USD',
};

/** A first guess of each field's column from the header names. */
export function guess(header: string[]): Partial<Record<TemplateField, number>> {
  const words: Record<TemplateField, RegExp> = {
    isrc: /isrc/i,
    upc: /upc|ean|icpn|barcode/i,
    track_title: /title|titre|track|song|titel/i,
    artist: /artist|interpr|künstler/i,
    store: /store|platform|plateforme|service|dsp|shop/i,
    country: /country|pays|territor|land/i,
    sale_period: /period|période|month|mois|date/i,
    units: /units|quantity|qty|streams|écoutes|plays/i,
    net_amount: /net|amount|montant|revenue|earning|royalt|payable/i,
    currency: /currency|devise|währung/i,
    row_type: /type/i,
    exchange_rate: /rate|taux|kurs/i,
  };
  const out: Partial<Record<TemplateField, number>> = {};
  const used = new Set<number>();
  for (const f of TEMPLATE_FIELDS) {
    const i = header.findIndex((h, j) => !used.has(j) && words[f].test(h));
    if (i >= 0) {
      out[f] = i;
      used.add(i);
    }
  }
  return out;
}

export function describe(o: Outcome): { label: string; tone: 'ok' | 'queue' | 'skip' | 'refuse' } {
  if (o.t === 'row')
    return o.row.isrc || o.row.upc
      ? {
          label: `Imported (${o.row.isrc ? `ISRC ${formatIsrc(o.row.isrc)}` : `UPC ${formatUpc(o.row.upc)}`})`,
          tone: 'ok',
        }
      : { label: 'Review queue: no ISRC or UPC, matched by hand from title and artist', tone: 'queue' };
  if (o.t === 'skip') return { label: `Skipped: ${o.reason}`, tone: 'skip' };
  if (o.t === 'refuse') return { label: `Refused: ${o.reason}`, tone: 'refuse' };
  return { label: 'Header', tone: 'skip' };
}
