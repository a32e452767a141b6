// The DDEX DSR standard's cell order per record type, for files that carry no header rows (#SU02.03 …).
// From DSR Part 8 "Record Type Definitions" (dsr8.ddex.net, version 1.4 and the 1.3 pages still online),
// checked against public parsers' tables of the same records; see docs/royalties.md "DSR record types".
// A record's first cell names its type with its version (SU02.03): the version is what a profile version
// changes (Part 3 Basic Audio Profile 1.4 uses SU02.03, 1.3 SU02.02 …), so the orders are keyed by it, and
// a type without a version, or a version not listed, takes the newest order listed for its type; the single
// record block records (dsr/records-srb.ts) only their listed versions, since Part 8 1.4 reordered them.
import { anySchemaCells, schemaCells } from './records-dsrf';
import { SRB_RECORD_CELLS } from './records-srb';
import { USAGE_RECORD_CELLS } from './records-usage';

/** Cells of the summary records shared by SY01 … SY03 up to the usage count. */
const SY_CONTEXT = [
  'RecordType',
  'SummaryRecordId',
  'DistributionChannel',
  'DistributionChannelDPID',
  'CommercialModel',
  'UseType',
  'Territory',
  'ServiceDescription',
];
const SY_ALLOCATION = ['RightsController', 'RightsControllerPartyId', 'AllocatedUsages', 'AllocatedRevenue'];
const RE_BASIC = [
  'RecordType',
  'BlockId',
  'ReleaseReference',
  'DspReleaseId',
  'ProprietaryReleaseId',
  'ReleaseCatalogNumber',
  'ReleaseICPN',
  'ReleaseDisplayArtistName',
  'ReleaseDisplayArtistPartyId',
  'ReleaseTitle',
  'ReleaseSubTitle',
  'ReleaseType',
  'ReleaseLabelName',
  'ReleasePLine',
  'ReleaseDataProviderName',
  'ReleaseDate',
];
const AS_BASIC = [
  'RecordType',
  'BlockId',
  'ResourceReference',
  'DspResourceId',
  'ResourceISRC',
  'ResourceTitle',
  'ResourceSubTitle',
  'ResourceDisplayArtistName',
  'ResourceDisplayArtistPartyId',
  'ResourceDuration',
  'ResourceType',
];
const WORK = [
  'MusicalWorkISWC',
  'MusicalWorkComposerAuthorName',
  'MusicalWorkComposerAuthorPartyId',
  'MusicalWorkArrangerName',
  'MusicalWorkArrangerPartyId',
  'MusicalWorkPublisherName',
  'MusicalWorkPublisherPartyId',
  'MusicalWorkContributorName',
  'MusicalWorkContributorPartyId',
  'ProprietaryMusicalWorkId',
];
const CONFLICT = ['IsMasterRecording', 'IsSubjectToOwnershipConflict', 'LastConflictCheck'];

/** Cell names per record type and version, in the standard's order (cell 1 is the record type). */
const DSR_RECORD_CELLS: Record<string, string[]> = {
  // 5.1 Header and footer (every profile)
  HEAD: [
    'RecordType',
    'MessageVersion',
    'Profile',
    'ProfileVersion',
    'MessageId',
    'MessageCreatedDateTime',
    'FileNumber',
    'NumberOfFiles',
    'UsageStartDate',
    'UsageEndDate',
    'SenderPartyId',
    'SenderName',
    'ServiceDescription',
    'RecipientPartyId',
    'RecipientName',
    'RepresentedRepertoire',
  ],
  FOOT: [
    'RecordType',
    'NumberOfLinesInFile',
    'NumberOfLinesInReport',
    'NumberOfSummaryRecords',
    'NumberOfBlocksInFile',
    'NumberOfBlocksInReport',
  ],
  // 5.2 Summary records: the sales context, its usages and the service's net revenue in it
  'SY01.02': [
    ...SY_CONTEXT,
    'TotalUsages',
    'Subscribers',
    'CurrencyOfReporting',
    'NetRevenue',
    'IndirectValue',
    'CurrencyOfTransaction',
    'ExchangeRate',
  ],
  'SY01.03': [
    ...SY_CONTEXT,
    'TotalUsages',
    'Subscribers',
    'CurrencyOfReporting',
    'NetRevenue',
    'IndirectValue',
    'CurrencyOfTransaction',
    'ExchangeRate',
    'ExchangeRateSource',
    'DateOfCurrencyExchange',
    'TotalPlaybackDuration',
  ],
  'SY02.03': [
    ...SY_CONTEXT,
    'TotalUsages',
    'Users',
    'CurrencyOfReporting',
    'NetRevenue',
    ...SY_ALLOCATION,
    'AllocatedNetRevenue',
    'RightsType',
    'ContentCategory',
    'CurrencyOfTransaction',
    'ExchangeRate',
    'RightsTypePercentage',
  ],
  'SY03.01': [
    ...SY_CONTEXT,
    'TotalUsages',
    'Subscribers',
    'CurrencyOfReporting',
    'NetRevenue',
    ...SY_ALLOCATION,
    'AllocatedNetRevenue',
    'RightsControllerMarketShare',
    'ConsumerPaidUnitPrice',
    'FreeOrTrialSubscribers',
    'CurrencyOfTransaction',
    'ExchangeRate',
    'SubscriberType',
  ],
  'SY06.01': [
    ...SY_CONTEXT,
    'TotalUsages',
    'Subscribers',
    'CurrencyOfReporting',
    'NumberOfReleases',
    'NetRevenue',
    'IndirectValue',
    'PreviewAvailable',
    'CurrencyOfTransaction',
    'ExchangeRate',
    'ViewerHours',
  ],
  'SY07.01': [
    ...SY_CONTEXT.slice(0, 7),
    'RightsType',
    'ServiceDescription',
    'TotalUsages',
    'Users',
    'CurrencyOfReporting',
    'NetRevenue',
    ...SY_ALLOCATION,
    'AllocatedNetRevenue',
    'CurrencyOfTransaction',
    'ExchangeRate',
    'RightsTypePercentage',
  ],
  // 5.3 Release records
  'RE01.02': RE_BASIC,
  'RE01.03': [...RE_BASIC, 'ReleaseDisplayArtist'],
  RE02: ['RecordType', 'BlockId', 'ReleaseReference', 'DspSubReleaseId', 'ProprietarySubReleaseId', 'UsedResources'],
  // 5.4 Resource records
  'AS01.02': [...AS_BASIC, ...CONFLICT],
  'AS01.03': [...AS_BASIC, ...CONFLICT, 'ResourceDisplayArtist'],
  'AS02.03': [...AS_BASIC, ...WORK, ...CONFLICT],
  'AS02.04': [...AS_BASIC, ...WORK, ...CONFLICT, 'ResourceDisplayArtist'],
  // 5.5 Musical work records
  'MW01.03': [
    'RecordType',
    'BlockId',
    'DspMusicalWorkId',
    'MusicalWorkISWC',
    'MusicalWorkTitle',
    'MusicalWorkSubTitle',
    'ComposerAuthorName',
    'ComposerAuthorPartyId',
    'ArrangerName',
    'ArrangerPartyId',
    'PublisherName',
    'PublisherPartyId',
    'ContributorName',
    'ContributorPartyId',
    'MusicalWorkDataProviderName',
    'ProprietaryMusicalWorkId',
    'ResourceReference',
    'ParentLicensorDataRecordId',
    'ParentMasterlistId',
  ],
  ...USAGE_RECORD_CELLS,
};

/** A record type without its version: SU02.03 → SU02. */
const baseType = (type: string) => {
  const dot = type.indexOf('.');
  return dot === -1 ? type : type.slice(0, dot);
};

/** The newest listed order of each record type, for a type named without a version or with one not listed. */
const NEWEST = new Map<string, string[]>();
for (const type of Object.keys(DSR_RECORD_CELLS).sort()) NEWEST.set(baseType(type), DSR_RECORD_CELLS[type]);

/**
 * The standard's cell names for a record type (SU02.03, SU02, SU02.09 …), or undefined for a type it does not
 * define: the file's own profile version's (HEAD Profile and ProfileVersion, dsrf schema: records-dsrf.ts);
 * else Part 8's for that version; else the dsrf schemas' for that very version (SY04.01, AS03.01 …); else the
 * newest order listed for the type; else a dsrf schema's (SY08, SY09, SY11, AS03, RE03, CU01, ML01).
 */
export function standardCells(type: string, profile = '', version = ''): string[] | undefined {
  const own = profile ? schemaCells(profile, version, type) : undefined;
  if (own) return own;
  if (Object.hasOwn(SRB_RECORD_CELLS, type)) return SRB_RECORD_CELLS[type];
  if (type.startsWith('SR')) return undefined;
  const base = baseType(type);
  return (
    DSR_RECORD_CELLS[type] ??
    (base !== type ? anySchemaCells(type) : undefined) ??
    NEWEST.get(base) ??
    anySchemaCells(base)
  );
}
