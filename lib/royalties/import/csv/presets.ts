// The statement presets, built from the stores' and distributors' published report layouts, this
// platform's default template and the DDEX DSR entry of the catalogue. Data only (no database).
import { TEMPLATE_FIELDS } from '../../schema';
import { LABEL_PRESETS } from './presets-labels';
import type { Preset, TakeBackRule } from './preset-types';

export const norm = (h: string) =>
  h
    .replace(/^\uFEFF/, '')
    .replace(/^"|"$/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');

/**
 * Bandcamp's sale reversals and refunds: negative amounts in the exports read, and a reversal's net amount
 * left blank, which Bandcamp's own rows define as sub total less assessed revenue share less transaction fee.
 */
const BANDCAMP_TAKE_BACK: TakeBackRule = {
  kinds: ['reversal', 'refund'],
  derive: { from: 'sub total', less: ['assessed revenue share', 'transaction fee'] },
};

/** Symphonic's amount column: `Royalty ($US)` in the current export, `Royalty` and others before. */
const SYMPHONIC_AMOUNT = [
  'royalty ($us)',
  'royalty',
  'net royalty',
  'net revenue',
  'net earnings',
  'earnings',
  'revenue',
  'amount',
];

export const PRESETS: Preset[] = [
  {
    id: 'distrokid',
    name: 'DistroKid',
    store: 'DistroKid',
    description: 'DistroKid bank "excruciating detail" export (TSV): Sale Month, Store, ISRC, UPC, Earnings (USD)',
    signature: [['sale month'], ['store'], ['earnings (usd)']],
    columns: {
      isrc: ['isrc'],
      upc: ['upc'],
      track_title: ['title'],
      artist: ['artist'],
      store: ['store'],
      country: ['country of sale'],
      sale_period: ['sale month'],
      units: ['quantity'],
      net_amount: ['earnings (usd)'],
      row_type: ['song/album'],
    },
    dateOrder: 'mdy',
    currency: 'USD',
  },
  {
    id: 'tunecore',
    name: 'TuneCore',
    store: 'TuneCore',
    description:
      'TuneCore sales report: Sales Period, Store Name, Country Of Sale, Song Title, ISRC, UPC, Total Earned',
    signature: [['store name'], ['total earned', 'net sales'], ['sales period', 'posted date']],
    columns: {
      isrc: ['isrc', 'optional isrc'],
      upc: ['upc', 'optional upc'],
      track_title: ['song title', 'release title'],
      artist: ['artist'],
      store: ['store name'],
      country: ['country of sale'],
      sale_period: ['sales period', 'posted date'],
      units: ['# units sold', 'units sold', 'units'],
      net_amount: ['total earned', 'net sales'],
      currency: ['currency', 'net sales currency'],
      row_type: ['sales type'],
    },
    dateOrder: 'mdy',
    currency: 'USD',
  },
  {
    id: 'cdbaby',
    name: 'CD Baby',
    store: 'CD Baby',
    description:
      'CD Baby digital sales report (tab-separated .txt): Report Date, Sales Date, Quantity, Price, Subtotal, Isrc, Barcode, Album/Artist/Track Name, Partner Name, Transaction Type, Delivery Country; also the older Partner/Song/Earnings CSV',
    signature: [
      ['partner', 'partner name'],
      ['song', 'track', 'track name'],
      ['earnings', 'amount earned', 'payable', 'total payable', 'subtotal'],
    ],
    columns: {
      isrc: ['isrc'],
      upc: ['upc', 'barcode'],
      track_title: ['song', 'track', 'track name', 'album', 'album name'],
      artist: ['artist', 'artist name'],
      store: ['partner', 'partner name'],
      country: ['country', 'territory', 'delivery country'],
      sale_period: ['sales date', 'sale date', 'sales month', 'report date', 'period'],
      units: ['qty', 'quantity', 'units'],
      net_amount: ['earnings', 'amount earned', 'payable', 'total payable', 'subtotal'],
      currency: ['currency'],
      row_type: ['type', 'sale type', 'transaction type'],
    },
    dateOrder: 'mdy',
    currency: 'USD',
  },
  {
    id: 'bandcamp-full',
    name: 'Bandcamp sales report (full)',
    store: 'Bandcamp',
    description:
      'Bandcamp sales report with item and buyer details: date, item type, item name, artist, currency, net amount, upc, isrc',
    signature: [['item type'], ['item name'], ['net amount'], ['isrc', 'upc']],
    columns: {
      isrc: ['isrc'],
      upc: ['upc'],
      track_title: ['item name'],
      artist: ['artist'],
      country: ['country code', 'buyer country code', 'ship to country code', 'country'],
      sale_period: ['date'],
      units: ['quantity'],
      net_amount: ['net amount'],
      currency: ['currency'],
      row_type: ['item type'],
    },
    dateOrder: 'mdy',
    skipKinds: { payout: 'payout', 'payout fee': 'payout' },
    takeBack: BANDCAMP_TAKE_BACK,
  },
  {
    id: 'bandcamp-short',
    name: 'Bandcamp sales report (short)',
    store: 'Bandcamp',
    description: 'Bandcamp sales report: date, item type, item name, artist, currency, net amount (no identifiers)',
    signature: [['item type'], ['item name'], ['net amount']],
    columns: {
      track_title: ['item name'],
      artist: ['artist'],
      country: ['country code', 'buyer country code', 'country'],
      sale_period: ['date'],
      units: ['quantity'],
      net_amount: ['net amount'],
      currency: ['currency'],
      row_type: ['item type'],
    },
    dateOrder: 'mdy',
    skipKinds: { payout: 'payout', 'payout fee': 'payout' },
    takeBack: BANDCAMP_TAKE_BACK,
  },
  {
    id: 'symphonic',
    name: 'Symphonic',
    store: 'Symphonic',
    description:
      'Symphonic earnings detail export: Reporting Period, Label, Release Name/Version/Artists, UPC Code, Catalogue, Track Title, Mix Version, ISRC Code, Track Artists, Digital Service Provider, Activity Period, Territory, Delivery, Content Type, Sale or Void, Count, Royalty ($US) (also the older Track Name/Quantity/Royalty form)',
    // The amount column is part of the signature: a file whose amount is under another name is refused
    // as unknown (and can be mapped) rather than read as rows without amounts.
    signature: [['digital service provider'], ['isrc code', 'isrc', 'upc code', 'upc'], SYMPHONIC_AMOUNT],
    columns: {
      isrc: ['isrc code', 'isrc'],
      upc: ['upc code', 'upc'],
      track_title: ['track title', 'track name', 'release name'],
      artist: ['track artists', 'track artist', 'release artists', 'artist'],
      store: ['digital service provider'],
      country: ['territory', 'country'],
      // Activity Period is the month of the sales; Reporting Period the statement's (`JUN-26`).
      sale_period: ['activity period', 'sale month', 'sales month', 'sale period', 'reporting period', 'period'],
      units: ['count', 'quantity', 'units', 'streams'],
      net_amount: SYMPHONIC_AMOUNT,
      currency: ['currency'],
      row_type: ['sale or void', 'sale type', 'content type'],
    },
    dateOrder: 'mdy',
    currency: 'USD',
    // A void takes a sale back: a negative line with negative units, whatever the sign written.
    takeBack: { kinds: ['void'] },
  },
  {
    id: 'apple',
    name: 'Apple financial report',
    store: 'Apple Music',
    description:
      'Apple (iTunes/Apple Music) financial report (TSV): Start Date, UPC, ISRC/ISBN, Quantity, Extended Partner Share, Partner Share Currency, Country Of Sale; Total_Rows/Total_Amount/Total_Units footers (also the 2008-2010 forms) checked per report',
    signature: [['extended partner share'], ['partner share currency']],
    columns: {
      isrc: ['isrc/isbn', 'isrc'],
      upc: ['upc'],
      track_title: ['title'],
      artist: ['artist/show/developer/author', 'artist/show', 'artist'],
      country: ['country of sale'],
      // Apple's fiscal month is named by its end: fiscal September 2014 runs 08/31/2014 to 09/27/2014.
      sale_period: ['end date', 'start date'],
      units: ['quantity'],
      net_amount: ['extended partner share'],
      currency: ['partner share currency'],
    },
    dateOrder: 'mdy',
    footer: /^(total_|country of sale$|total\b)/i,
    // Sales only: a return's units are not in Total_Units (sources in docs/royalties.md).
    footerUnits: { column: ['sales or return', 'sale or return'], sale: 'S' },
  },
  // Before the Spotify-style preset, whose signature (ISRC, Quantity, an amount) these files also have.
  ...LABEL_PRESETS,
  {
    id: 'spotify',
    name: 'Spotify-style per-track CSV',
    store: 'Spotify',
    description:
      'Per-track streaming report: ISRC, track name, artist name, country, streams, revenue/payable, currency',
    signature: [
      ['isrc'],
      ['streams', 'stream count', 'quantity'],
      ['revenue', 'payable', 'net revenue', 'amount', 'earnings', 'royalty'],
    ],
    columns: {
      isrc: ['isrc'],
      upc: ['upc', 'ean'],
      track_title: ['track name', 'track', 'track title', 'title'],
      artist: ['artist name', 'artist', 'artists'],
      store: ['service', 'platform', 'store', 'dsp'],
      country: ['country', 'country code', 'territory', 'market'],
      sale_period: ['reporting month', 'month', 'period', 'date', 'start date'],
      units: ['streams', 'stream count', 'quantity'],
      net_amount: ['net revenue', 'payable', 'revenue', 'earnings', 'royalty', 'amount'],
      currency: ['currency', 'payable currency', 'revenue currency'],
    },
    dateOrder: 'dmy',
  },
];

export const DEFAULT_TEMPLATE: Preset = {
  id: 'default',
  name: 'Default template',
  store: '',
  description:
    "This platform's template: isrc, upc, track_title, artist, store, country, sale_period, units, net_amount, currency, exchange_rate",
  signature: [['net_amount'], ['isrc', 'upc', 'track_title']],
  columns: Object.fromEntries(TEMPLATE_FIELDS.map((f) => [f, [f]])),
  dateOrder: 'mdy',
};

const DSR_LAYOUT = {
  id: 'ddex-dsr',
  name: 'DDEX DSR flat file',
  description:
    'DDEX DSR flat file (tab or pipe separated): HEAD, per-record-type header rows (#SY02 ...), summary (SY..), release/resource (RE../AS..) and usage (SU../RU..) records, FOOT; summary totals are checked against the lines',
};

export function presetById(id: string): Preset | undefined {
  return id === 'default' ? DEFAULT_TEMPLATE : PRESETS.find((p) => p.id === id);
}

export const LAYOUT_CATALOG = [
  ...PRESETS.map((p) => ({ id: p.id, name: p.name, description: p.description })),
  DSR_LAYOUT,
  { id: DEFAULT_TEMPLATE.id, name: DEFAULT_TEMPLATE.name, description: DEFAULT_TEMPLATE.description },
];
