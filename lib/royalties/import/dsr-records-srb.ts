// The DDEX DSR Single Record Block Variants' records (SR01, SR02, SR03, SR06) and their footer (SRFO), in
// the standard's cell order. From DDEX's own flat-file library (github.com/ddexnet/dsrf): the XML schemas of
// the Basic Audio Profile 1.2 (BasicAudioProfileSRB: SR01 downloads, SR02 streams) and of the UGC Profile
// 1.2 (UgcProfileSRB: SR03, SR06), which name their record types without a version ("SR01"); DSR Part 8
// 1.3 (dsr8.ddex.net 5.8.1-5.8.3, SR01.01, SR02.01, SR03.01) gives the same first cells, and a public
// parser's table of Part 8 the same order throughout (with cells appended at the end, not read here).
// Part 8 1.4 restructured them (SR01.02 "based on AS02.04, RE01.03 and SU01.03", SR03.02 …), and its
// pages show only their first cells: those versions are read only through the file's header rows.

const SR_RESOURCE = [
  'RecordType',
  'SummaryRecordId',
  'DspResourceId',
  'ISRC',
  'ResourceTitle',
  'ResourceSubTitle',
  'ResourceDisplayArtistName',
  'ResourceDisplayArtistPartyId',
  'Duration',
  'ResourceType',
];
const SR_WORK = [
  'ComposerAuthor',
  'ComposerAuthorPartyId',
  'Arranger',
  'ArrangerPartyId',
  'MusicPublisher',
  'MusicPublisherPartyId',
  'WorkContributor',
  'WorkContributorPartyId',
];
/** Basic Audio SRB: the resource, its work, its release (cells 2-32 of SR01 and SR02) */
const SR_BASIC = [
  ...SR_RESOURCE,
  'ProprietaryWorkId',
  'ISWC',
  ...SR_WORK,
  'DspReleaseId',
  'ProprietaryReleaseId',
  'ReleaseCatalogNumber',
  'ICPN',
  'ReleaseDisplayArtistName',
  'ReleaseDisplayArtistPartyId',
  'ReleaseTitle',
  'ReleaseSubTitle',
  'ReleaseType',
  'ReleaseLabel',
  'PLine',
  'ReleaseDataProvider',
];
const SR01 = [
  ...SR_BASIC,
  // A release of 10 tracks sold once is reported as up to 10 SR01 records with the same SalesTransactionId
  'NumberOfTransactedResources',
  'SalesTransactionId',
  'IsRoyaltyBearing',
  'SalesUpgrade',
  'Downloads',
  'Returns',
  'PriceConsumerPaidExcSalesTax',
  'CalculatedPriceConsumerPaidForResourceExcSalesTax',
  'PromotionalActivity',
];
const SR02 = [...SR_BASIC, 'SalesTransactionId', 'IsRoyaltyBearing', 'NumberOfStreams', 'PromotionalActivity'];
/** The rights controller and what the record allocates to it (UGC SRB) */
const SR_RIGHTS = [
  'RightsController',
  'RightsControllerPartyId',
  'RightsControllerWorkId',
  'RightSharePercentage',
  'RightsType',
];
const SR03 = [
  ...SR_RESOURCE,
  'WorkTitle',
  'DspWorkId',
  'ISWC',
  ...SR_WORK,
  'DspReleaseId',
  'ProprietaryReleaseId',
  'CatalogNumber',
  'ICPN',
  'ReleaseDisplayArtistName',
  'ReleaseDisplayArtistPartyId',
  'ReleaseTitle',
  'ReleaseSubTitle',
  'ReleaseLabel',
  'PLine',
  'SalesTransactionId',
  'Usages',
  'NetRevenue',
  'ValidityPeriodStart',
  'ValidityPeriodEnd',
  'ContentCategory',
  ...SR_RIGHTS,
  'AllocatedNetRevenue',
  'AllocatedAmount',
  'AllocatedUsages',
  'AllocatedNetUsage',
];
const SR06 = [
  ...SR_RESOURCE.slice(0, 8),
  'WorkTitle',
  'DspWorkId',
  'ISWC',
  'ComposerAuthor',
  'ComposerAuthorPartyId',
  'Usages',
  'ValidityPeriodStart',
  'ValidityPeriodEnd',
  'ContentCategory',
  ...SR_RIGHTS,
  'AllocatedAmount',
  'AllocatedNetUsage',
];

/** Cell names of the single record block records, by record type as the files write it. */
export const SRB_RECORD_CELLS: Record<string, string[]> = {
  SRFO: ['RecordType', 'NumberOfLinesInReport', 'NumberOfSummaryRecords'],
  SR01: SR01,
  'SR01.01': SR01,
  SR02: SR02,
  'SR02.01': SR02,
  SR03: SR03,
  'SR03.01': SR03,
  SR06: SR06,
  'SR06.01': SR06,
};
