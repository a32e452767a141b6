// The fields a statement column can map to. Its own module so that client components (the mapping editor)
// import it without schema.ts, which reaches the distribution face and through it the database client.
export const TEMPLATE_FIELDS = [
  'isrc',
  'upc',
  'track_title',
  'artist',
  'store',
  'country',
  'sale_period',
  'units',
  'net_amount',
  'currency',
  /** The kind of row (Bandcamp's item type, DistroKid's Song/Album ...); some kinds are skipped */
  'row_type',
  /** USD per unit of the row's currency, when the statement gives a rate on each row */
  'exchange_rate',
] as const;
export type TemplateField = (typeof TEMPLATE_FIELDS)[number];
