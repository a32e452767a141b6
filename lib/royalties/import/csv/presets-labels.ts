// Presets of distributors' label statements (Believe, The Orchard, SD), from the exports documented in
// docs/royalties.md. Data only; listed in PRESETS before the Spotify-style preset.
import type { Preset } from './preset-types';

export const LABEL_PRESETS: Preset[] = [
  {
    id: 'believe',
    name: 'Believe',
    store: 'Believe',
    description:
      'Believe sales report (semicolon CSV): Reporting month, Sales Month, Platform, Country / Region, Track title, UPC, ISRC, Release Catalog nb, Sales Type, Quantity, Client Payment Currency, Net Revenue',
    // Before the Spotify-style preset, whose signature (ISRC, Quantity, Net Revenue) a Believe file also
    // has: read as that, its amounts lost their currency (Client Payment Currency) and took the reporting
    // month for the sales month.
    signature: [['sales month'], ['platform'], ['net revenue'], ['release catalog nb', 'client payment currency']],
    columns: {
      isrc: ['isrc'],
      upc: ['upc', 'upc/ean'],
      track_title: ['track title', 'release title'],
      artist: ['artist name'],
      store: ['platform'],
      country: ['country / region', 'country/region'],
      sale_period: ['sales month'],
      units: ['quantity'],
      net_amount: ['net revenue'],
      currency: ['client payment currency', 'currency'],
      row_type: ['sales type'],
    },
    dateOrder: 'mdy',
  },
  {
    id: 'orchard',
    name: 'The Orchard',
    store: 'The Orchard',
    description:
      'The Orchard sales report: Period, Activity Period (2025M6), Retailer or DMS, Territory, Product UPC, Track Name, ISRC, Trans Type, Quantity, Label Share Net Receipts, Preferred Currency',
    signature: [['label share net receipts'], ['period', 'activity period']],
    columns: {
      isrc: ['isrc'],
      upc: ['product upc', 'orchard upc', 'upc', 'manufacturer upc'],
      track_title: ['track name', 'product name', 'release name'],
      artist: ['track artist', 'artist name'],
      store: ['retailer', 'dms'],
      country: ['territory'],
      // The month of the sales; Period is the statement's month.
      sale_period: ['activity period', 'period'],
      units: ['quantity'],
      net_amount: ['label share net receipts'],
      currency: ['preferred currency', 'currency'],
      row_type: ['trans type description', 'trans type'],
    },
    dateOrder: 'mdy',
  },
  {
    id: 'sd-digital',
    name: 'SD digital statement',
    store: 'SD',
    description:
      'Digital statement of the distributor a label tool calls SD: Customer, UPC, Product ID (the ISRC), Product Title, Digital Service Provider_Subdescription, Country Code, Transaction Type, Quantity, Label Net Total, datePaidlast',
    signature: [['label net total'], ['digital service provider_subdescription']],
    columns: {
      isrc: ['product id'],
      upc: ['upc'],
      track_title: ['product title'],
      artist: ['artist'],
      store: ['digital service provider_subdescription', 'customer'],
      country: ['country code'],
      sale_period: ['datepaidlast', 'dateprocessedlast'],
      units: ['quantity'],
      net_amount: ['label net total'],
      row_type: ['transaction type'],
    },
    dateOrder: 'mdy',
    currency: 'USD',
  },
];
