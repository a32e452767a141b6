// Column mappings: which header of a store's file holds each template field. The default template
// needs none (its headers are the field names, in any order); built-in profiles cover other layouts.
import { BadRequest } from '../../errors';
import { TEMPLATE_FIELDS, type MappingInput, type TemplateField } from '../schema';

export interface ResolvedMapping {
  name: string;
  delimiter: string;
  columns: Partial<Record<TemplateField, string>>;
  recordType?: { column: string; values: string[] };
}

export const DEFAULT_TEMPLATE: ResolvedMapping = {
  name: 'Default template',
  delimiter: ',',
  columns: Object.fromEntries(TEMPLATE_FIELDS.map((f) => [f, f])),
};

/**
 * A DDEX DSR flat-file profile: tab-separated, one sales/usage record per line with the DSR's column
 * names; only the usage summary records (SU01/SU02/SU03) carry money and are read.
 */
const DDEX_DSR_FLAT: MappingInput = {
  name: 'DDEX DSR flat file',
  store: '',
  delimiter: '\t',
  columns: {
    isrc: 'ISRC',
    upc: 'ICPN',
    track_title: 'Title',
    store: 'DSP',
    country: 'TerritoryCode',
    sale_period: 'StartOfPeriod',
    units: 'NumberOfUsages',
    net_amount: 'NetRevenue',
    currency: 'CurrencyOfReporting',
  },
  recordType: { column: 'RecordType', values: ['SU01', 'SU02', 'SU03'] },
};

export const BUILT_IN_MAPPINGS: MappingInput[] = [DDEX_DSR_FLAT];

const norm = (h: string) =>
  h
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();

export interface ColumnIndex {
  fields: Partial<Record<TemplateField, number>>;
  recordType?: { index: number; values: Set<string> };
}

/** Finds each mapped field's column in a header row; a clear 400 names what is missing. */
export function indexColumns(header: string[], mapping: ResolvedMapping): ColumnIndex {
  const positions = new Map<string, number>();
  header.forEach((h, i) => {
    if (!positions.has(norm(h))) positions.set(norm(h), i);
  });
  const fields: ColumnIndex['fields'] = {};
  const missing: string[] = [];
  for (const [field, col] of Object.entries(mapping.columns) as [TemplateField, string][]) {
    const i = positions.get(norm(col));
    if (i === undefined) {
      if (mapping === DEFAULT_TEMPLATE) continue; // template columns are optional except the ones checked below
      missing.push(`"${col}" (${field})`);
    } else fields[field] = i;
  }
  if (missing.length)
    throw new BadRequest(
      `The file has no column ${missing.join(', ')} required by the mapping "${mapping.name}". Its columns are: ${header.join(', ')}`,
    );
  if (fields.net_amount === undefined)
    throw new BadRequest(`The file has no net_amount column. Its columns are: ${header.join(', ')}`);
  if (fields.isrc === undefined && fields.upc === undefined)
    throw new BadRequest(
      `The file needs an isrc or a upc column to match its rows. Its columns are: ${header.join(', ')}`,
    );
  let recordType: ColumnIndex['recordType'];
  if (mapping.recordType) {
    const i = positions.get(norm(mapping.recordType.column));
    if (i === undefined)
      throw new BadRequest(
        `The file has no "${mapping.recordType.column}" record type column required by "${mapping.name}".`,
      );
    recordType = { index: i, values: new Set(mapping.recordType.values) };
  }
  return { fields, recordType };
}
