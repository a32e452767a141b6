// The record definitions of DDEX's own flat-file library, github.com/ddexnet/dsrf `schemas/<Profile>/<version>/
// <Profile>.xsd` (one complexType RecordType-XXNN per record, its cells in order), per profile and version:
// Basic Audio 1.0/1.1/1.2, UGC 1.0/1.1.1/1.2, Audio-visual 1.0/1.1, Royalty Reporting 1.0.1, Radio Broadcast
// 1.0, Masterlist 1.0 (the single record block records SR01–SR08, SY10 and the footers are in
// records-srb.ts, checked cell by cell against the same schemas). A record type without its version (SU03,
// SY02) is not the same record in every profile version (UGC 1.0's SU03 has SalesTransactionId before
// SummaryRecordId; Basic Audio 1.0's SY02 has no AllocatedRevenue): so a file's HEAD Profile and
// ProfileVersion choose the schema, and its records are read by that schema's definitions first.
// Each cell list below leaves out the first cell, RecordType.
const D = [
  'BlockId,ResourceReference,DspResourceId,ISAN,EIDR,ProprietaryId,VideoType,Title,SubTitle,OriginalTitle,SeasonNumber,EpisodeNumber,Genre,Duration,ProducerName,ProducerPartyId,DirectorName,DirectorPartyId,ActorName,ActorPartyId,LanguageLocalizationType,HasCaptioning,HasAudioDescription,LanguageOfPerformance,LanguageOfDubbing,DateOfProductionOrRelease,CountryOfProduction',
  'BlockId,CueResourceReference,CueStartTime,CueDuration,ReferencedCreationISRC,ReferencedCreationISWC,ReferencedCreationTitle,ReferencedCreationDisplayArtistName,ReferencedCreationDisplayArtistPartyId,ReferencedCreationContributorName,ReferencedCreationContributorPartyId,ReferencedWorkComposerAuthorName,ReferencedWorkComposerAuthorPartyId,ReferencedWorkArrangerName,ReferencedWorkArrangerPartyId',
  'BlockId,ReleaseReference,DspSubReleaseId,ProprietarySubReleaseId,UsedResources',
  'BlockId,ReleaseReference,DspReleaseId,ProprietaryReleaseId,ICPN,Title,SubTitle,SeriesTitle,SeasonNumber,DisplayArtistName,DisplayArtistPartyId,ReleaseType,DataProvider',
  'BlockId,SummaryRecordId,SalesTransactionId,TransactedRelease,TransactedResource,IsRoyaltyBearing,SalesUpgrade,Usages,Returns,PriceConsumerPaidExcSalesTax,PromotionalActivity',
  'BlockId,SummaryRecordId,SalesTransactionId,TransactedRelease,TransactedResource,IsRoyaltyBearing,NumberOfStreams,PriceConsumerPaidExcSalesTax,PromotionalActivity',
  'BlockId,SalesTransactionId,SummaryRecordId,DspReleaseId,Usages,NetRevenue,ValidityPeriodStart,ValidityPeriodEnd',
  'BlockId,SummaryRecordId,SalesTransactionId,TransactedRelease,TransactedResource,DrmEnforcementType,VideoDefinitionType,CodingType,BitRate,OriginalBroadcastChannel,OriginalBroadcastDateTime,IsRoyaltyBearing,SalesUpgrade,Usages,Returns,DurationUsed,PriceConsumerPaidExcSalesTax,PromotionalActivity,OfferStartDate,OfferEndDate,OfferURL',
  'SummaryRecordId,DistributionChannel,DistributionChannelDPID,CommercialModel,UseType,Territory,ServiceDescription,Usages,Users,Currency,NetRevenue,RightsController,RightsControllerPartyId,AllocatedUsages,AllocatedRevenue,AllocatedNetRevenue,RightsType',
  'SummaryRecordId,DistributionChannel,DistributionChannelDPID,CommercialModel,UseType,Territory,ServiceDescription,SubscriberType,Subscribers,SubPeriodStartDate,SubPeriodEndDate,UsagesInSubPeriod,UsagesInReportingPeriod,Currency,ExchangeRateBaseCurrency,ExchangeRate,ConsumerPaidUnitPrice,NetRevenue',
  'SummaryRecordId,DistributionChannel,DistributionChannelDPID,CommercialModel,UseType,Territory,ServiceDescription,RightsController,RightsControllerPartyId,RightsType,TotalUsages,AllocatedUsages,MusicUsageRatio,AllocatedRevenue,AllocatedNetRevenue,RightsControllerMarketShare',
  'SummaryRecordId,DistributionChannel,DistributionChannelDPID,CommercialModel,UseType,Territory,ServiceDescription,Usages,Subscribers,Currency,NumberOfReleases,NetRevenue,IndirectNetRevenue,PreviewAvailable',
  'BlockId,ResourceReference,DspResourceId,ISAN,EIDR,ProprietaryId,VideoType,Title,SubTitle,OriginalTitle,SeasonNumber,EpisodeNumber,Genre,Duration,ProducerName,ProducerPartyId,DirectorName,DirectorPartyId,ActorName,ActorPartyId,LanguageLocalizationType,HasCaptioning,HasAudioDescription,LanguageOfPerformance,LanguageOfDubbing,ProductionOrReleaseDate,CountryOfProduction,FirstVoDBroadcastDate',
  'BlockId,CueResourceReference,CueStartTime,CueDuration,ReferencedCreationISRC,ReferencedCreationISWC,ReferencedCreationTitle,ReferencedCreationDisplayArtistName,ReferencedCreationDisplayArtistPartyId,ReferencedCreationContributorName,ReferencedCreationContributorPartyId,ReferencedCreationComposerAuthorName,ReferencedCreationComposerAuthorPartyId,ReferencedCreationArrangerName,ReferencedCreationArrangerPartyId',
  'BlockId,ReleaseReference,DspReleaseId,ProprietaryReleaseId,ICPN,Title,SubTitle,SeriesTitle,SeasonNumber,DisplayArtistName,DisplayArtistPartyId,ReleaseType,DataProvider,VideoCategory,EpisodeNumber,UserChannelName',
  'BlockId,SalesTransactionId,SummaryRecordId,DspResourceId,Usages,NetRevenue,ValidityPeriodStart,ValidityPeriodEnd,ContentCategory,IsRoyaltyBearing',
  'BlockId,SummaryRecordId,SalesTransactionId,TransactedRelease,TransactedResource,DrmEnforcementType,VideoDefinitionType,CodingType,BitRate,OriginalBroadcastChannel,OriginalBroadcastDateTime,IsRoyaltyBearing,SalesUpgrade,Usages,Returns,DurationUsed,PriceConsumerPaidExcSalesTax,PromotionalActivity,OfferStartDate,OfferEndDate,OfferURL,FirstVoDBroadcastDateTime',
  'SummaryRecordId,DistributionChannel,DistributionChannelDPID,CommercialModel,UseType,Territory,ServiceDescription,Usages,Subscribers,CurrencyOfReporting,NetRevenue,IndirectNetRevenue,CurrencyOfTransaction,ExchangeRate',
  'SummaryRecordId,DistributionChannel,DistributionChannelDPID,CommercialModel,UseType,Territory,ServiceDescription,Usages,Users,CurrencyOfReporting,NetRevenue,RightsController,RightsControllerPartyId,AllocatedUsages,AllocatedRevenue,AllocatedNetRevenue,RightsType,ContentCategory,CurrencyOfTransaction,ExchangeRate,RightsTypePercentage',
  'SummaryRecordId,DistributionChannel,DistributionChannelDPID,CommercialModel,UseType,Territory,ServiceDescription,SubscriberType,Subscribers,SubPeriodStartDate,SubPeriodEndDate,UsagesInSubPeriod,UsagesInReportingPeriod,CurrencyOfReporting,CurrencyOfTransaction,ExchangeRate,ConsumerPaidUnitPrice,NetRevenue,MusicUsagePercentage',
  'SummaryRecordId,DistributionChannel,DistributionChannelDPID,CommercialModel,UseType,Territory,ServiceDescription,RightsController,RightsControllerPartyId,RightsType,TotalUsages,AllocatedUsages,MusicUsageRatio,AllocatedNetRevenue,AllocatedRevenue,RightsControllerMarketShare,CurrencyOfReporting,CurrencyOfTransaction,ExchangeRate,SubscriberType,SubPeriodStartDate,SubPeriodEndDate,ContentCategory,RightsTypePercentage',
  'SummaryRecordId,DistributionChannel,DistributionChannelDPID,CommercialModel,UseType,Territory,ServiceDescription,Usages,Subscribers,CurrencyOfReporting,NumberOfReleases,NetRevenue,IndirectNetRevenue,PreviewAvailable,CurrencyOfTransaction,ExchangeRate',
  'SummaryRecordId,DistributionChannel,DistributionChannelDPID,CommercialModel,UseType,Territory,ServiceDescription,Usages,Subscribers,CurrencyOfReporting,NumberOfReleases,NetRevenue,IndirectNetRevenue,PreviewAvailable,CurrencyOfTransaction,ExchangeRate,ViewingHours',
  'BlockId,ResourceReference,DspResourceId,ISRC,Title,SubTitle,DisplayArtistName,DisplayArtistPartyId,Duration,ResourceType',
  'BlockId,ResourceReference,DspResourceId,ISRC,Title,SubTitle,DisplayArtistName,DisplayArtistPartyId,Duration,ResourceType,ISWC,ComposerAuthor,ComposerAuthorPartyId,Arranger,ArrangerPartyId,MusicPublisher,MusicPublisherPartyId,WorkContributor,WorkContributorPartyId',
  'BlockId,DspWorkId,ISWC,Title,SubTitle,ComposerAuthor,ComposerAuthorPartyId,Arranger,ArrangerPartyId,MusicPublisher,MusicPublisherPartyId,WorkContributor,WorkContributorPartyId,DataProvider',
  'BlockId,ReleaseReference,DspReleaseId,ProprietaryReleaseId,CatalogNumber,ICPN,DisplayArtistName,DisplayArtistPartyId,Title,SubTitle,ReleaseType,Label,PLine,DataProvider',
  'SummaryRecordId,DistributionChannel,DistributionChannelDPID,CommercialModel,UseType,Territory,ServiceDescription,Usages,Subscribers,Currency,NetRevenue,IndirectNetRevenue',
  'SummaryRecordId,DistributionChannel,DistributionChannelDPID,CommercialModel,UseType,Territory,ServiceDescription,Usages,Users,Currency,NetRevenue,RightsController,RightsControllerPartyId,AllocatedUsages,AmountPayable,AllocatedNetRevenue',
  'SummaryRecordId,DistributionChannel,DistributionChannelDPID,CommercialModel,UseType,Territory,ServiceDescription,Usages,Subscribers,Currency,NetRevenue,RightsController,RightsControllerPartyId,AllocatedUsages,AllocatedRevenue,AllocatedNetRevenue,RightsControllerMarketShare,ConsumerPaidUnitPrice,FreeOrTrialSubscribers,ExchangeRateBaseCurrency,ExchangeRate',
  'BlockId,ResourceReference,DspResourceId,ISRC,Title,SubTitle,DisplayArtistName,DisplayArtistPartyId,Duration,ResourceType,ISWC,ComposerAuthor,ComposerAuthorPartyId,Arranger,ArrangerPartyId,MusicPublisher,MusicPublisherPartyId,WorkContributor,WorkContributorPartyId,ProprietaryWorkId',
  'BlockId,DspWorkId,ISWC,Title,SubTitle,ComposerAuthor,ComposerAuthorPartyId,Arranger,ArrangerPartyId,MusicPublisher,MusicPublisherPartyId,WorkContributor,WorkContributorPartyId,DataProvider,ProprietaryWorkId',
  'BlockId,ResourceReference,DspResourceId,ISRC,Title,SubTitle,DisplayArtistName,DisplayArtistPartyId,Duration,ResourceType,IsMasterRecording',
  'BlockId,ResourceReference,DspResourceId,ISRC,Title,SubTitle,DisplayArtistName,DisplayArtistPartyId,Duration,ResourceType,ISWC,ComposerAuthor,ComposerAuthorPartyId,Arranger,ArrangerPartyId,MusicPublisher,MusicPublisherPartyId,WorkContributor,WorkContributorPartyId,ProprietaryWorkId,IsMasterRecording',
  'BlockId,ResourceReference,DspResourceId,ISRC,Title,SubTitle,DisplayArtistName,DisplayArtistPartyId,Duration,ResourceType,ISWC,ComposerAuthor,ComposerAuthorPartyId,Arranger,ArrangerPartyId,MusicPublisher,MusicPublisherPartyId,WorkContributor,WorkContributorPartyId,ProprietaryWorkId,IsMasterRecording,DataProvider',
  'BlockId,SummaryRecordId,ResourceReference,UsageForPrioritisation,PercentileForPrioritisation,UnclaimedPercentage',
  'BlockId,SummaryRecordId,DspReleaseId,ProprietaryReleaseId,ReleaseCatalogNumber,ICPN,ReleaseDisplayArtistName,ReleaseDisplayArtistPartyId,ReleaseTitle,ReleaseSubTitle,ReleaseType,ReleaseLabel,ReleasePLine,DspResourceId,ISRC,ResourceTitle,ResourceSubTitle,ResourceDisplayArtistName,ResourceDisplayArtistPartyId,ResourceDuration,ResourceType,DspWorkId,ISWC,MusicalWorkTitle,MusicalWorkSubTitle,ComposerAuthor,ComposerAuthorPartyId,Arranger,ArrangerPartyId,MusicPublisher,MusicPublisherPartyId,WorkContributor,WorkContributorPartyId,DataProvider,ProprietaryWorkId,UsageForPrioritisation,PercentileForPrioritisation,UnclaimedPercentage',
  'SummaryRecordId,DistributionChannel,DistributionChannelDPID,CommercialModel,UseType,Territory,ServiceDescription,UsageForPrioritisation',
  'BlockId,SummaryRecordId,SalesTransactionId,TransactedResource,IsRoyaltyBearing,NumberOfBroadcasts,NumberOfBroadcastListeners,ListenerDuration',
  'SummaryRecordId,DistributionChannel,DistributionChannelDPID,ServiceDescription,BroadcastStationOrChannel,CommercialModel,UseType,Territory,NumberOfBroadcasts,NumberOfBroadcastListeners,ListenerHours,Currency,NetRevenue,IndirectNetRevenue,RightsController,RightsControllerPartyId,AllocatedRevenue,RightsType,AllocatedNetRevenue,RightsControllerAllocatedNumberOfBroadcasts,AdditionalData',
  'BlockId,SummaryRecordId,RightsController,RightsControllerPartyId,RightsControllerWorkId,RightSharePercentage,RightsType,AllocatedNetRevenue,AllocatedAmount',
  'BlockId,SummaryRecordId,DspReleaseId,Usages',
  'BlockId,SummaryRecordId,DspReleaseId,ReleaseTitle,ReleaseURL,Usages',
  'SummaryRecordId,DistributionChannel,DistributionChannelDPID,CommercialModel,UseType,Territory,RightsType,ServiceDescription,Usages,Users,Currency,NetRevenue,RightsController,RightsControllerPartyId,AllocatedUsages,AllocatedRevenue,AllocatedNetRevenue',
  'BlockId,SummaryRecordId,RightsController,RightsControllerPartyId,RightsControllerWorkId,RightSharePercentage,RightsType,AllocatedNetRevenue,AllocatedAmount,AllocatedUsages',
  'BlockId,SummaryRecordId,DspReleaseId,Usages,ContentCategory',
  'BlockId,SummaryRecordId,DspReleaseId,ReleaseTitle,ReleaseURL,Usages,ContentCategory',
  'SummaryRecordId,CommercialModel,UseType,Territory,ServiceDescription,SubscriberType,RightsController,RightsControllerPartyId,RightsType,TotalUsages,AllocatedUsages,NetRevenue,IndirectNetRevenue,RightsControllerMarketShare,CurrencyOfReporting,CurrencyOfTransaction,ExchangeRate,RightsTypePercentage',
];
const SCHEMAS: Record<string, Record<string, number>> = {
  'AudioVisualProfile/1.0': {
    AS03: 0,
    CU01: 1,
    RE02: 2,
    RE03: 3,
    SU01: 4,
    SU02: 5,
    'SU03.01': 6,
    SU04: 7,
    'SY02.01': 8,
    SY04: 9,
    SY05: 10,
    SY06: 11,
  },
  'AudioVisualProfile/1.1': {
    'AS03.01': 12,
    CU01: 13,
    RE02: 2,
    'RE03.01': 14,
    SU01: 4,
    SU02: 5,
    'SU03.02': 15,
    'SU04.01': 16,
    'SY01.01': 17,
    'SY02.02': 18,
    'SY04.01': 19,
    'SY05.02': 20,
    'SY06.01': 21,
    'SY06.02': 22,
  },
  'BasicAudioProfile/1.0': {
    AS01: 23,
    AS02: 24,
    MW01: 25,
    RE01: 26,
    RE02: 2,
    SU01: 4,
    SU02: 5,
    SY01: 27,
    SY02: 28,
    SY03: 29,
  },
  'BasicAudioProfile/1.1': {
    AS01: 23,
    'AS02.01': 30,
    'MW01.01': 31,
    RE01: 26,
    RE02: 2,
    SU01: 4,
    SU02: 5,
    SY01: 27,
    'SY02.01': 8,
    SY04: 9,
    SY05: 10,
  },
  'BasicAudioProfile/1.2': {
    'AS01.01': 32,
    'AS02.02': 33,
    'MW01.01': 31,
    RE01: 26,
    RE02: 2,
    SU01: 4,
    SU02: 5,
    'SY01.01': 17,
    'SY02.02': 18,
    'SY04.01': 19,
    'SY05.02': 20,
    'SY06.02': 22,
  },
  'FinancialReportingToRecordCompaniesProfileSRB/1.0': {},
  'MasterListProfile/1.0': { 'AS02.03': 34, ML01: 35, 'RE01.01': 26, SR07: 36, SY11: 37 },
  'RadioBroadcastProfile/1.0': { AS01: 23, 'AS02.01': 30, 'MW01.01': 31, RE01: 26, SU05: 38, SY08: 39 },
  'RoyaltyReportingProfile/1.0.1': {
    AS01: 23,
    'AS02.01': 30,
    'LI01.01': 40,
    'MW01.01': 31,
    RE01: 26,
    RU01: 41,
    RU02: 42,
    'SU03.01': 6,
    SY07: 43,
  },
  'UgcProfile/1.0': {
    AS01: 23,
    AS02: 24,
    LI01: 40,
    MW01: 25,
    RE01: 26,
    RE02: 2,
    RU01: 41,
    RU02: 42,
    SU03: 6,
    SY02: 28,
    SY03: 29,
  },
  'UgcProfile/1.1.1': {
    AS01: 23,
    'AS02.01': 30,
    'LI01.01': 40,
    'MW01.01': 31,
    RU01: 41,
    RU02: 42,
    'SU03.01': 6,
    'SY02.01': 8,
    SY04: 9,
    SY05: 10,
  },
  'UgcProfile/1.2': {
    'AS01.01': 32,
    'AS02.02': 33,
    'LI01.02': 44,
    'MW01.01': 31,
    'RU01.01': 45,
    'RU02.01': 46,
    'SU03.02': 15,
    'SY01.01': 17,
    'SY02.02': 18,
    'SY04.01': 19,
    'SY05.02': 20,
    SY09: 47,
  },
};

/** The schema of a HEAD's Profile and ProfileVersion: `UGCProfile` 1.1 → UgcProfile/1.1.1; an SRB profile, its base's. */
function schemaOf(profile: string, version: string): Record<string, number> | undefined {
  const name = profile.trim().toLowerCase().replace(/srb$/, '');
  const v = version.trim();
  if (!name || !v) return undefined;
  for (const [key, records] of Object.entries(SCHEMAS)) {
    const [p, sv] = key.split('/');
    if (p.toLowerCase() === name && (sv === v || sv.startsWith(`${v}.`))) return records;
  }
  return undefined;
}

const cellsOf = (i: number) => ['RecordType', ...D[i].split(',')];

/** The cells of `type` (with its version, as the file writes it) in the file's profile version, if its schema defines it. */
export function schemaCells(profile: string, version: string, type: string): string[] | undefined {
  const records = schemaOf(profile, version);
  return records && Object.hasOwn(records, type) ? cellsOf(records[type]) : undefined;
}

/** The cells of `type` in the newest schema that defines it under that very name (a file that names no profile). */
export function anySchemaCells(type: string): string[] | undefined {
  let found: number | undefined;
  for (const records of Object.values(SCHEMAS)) if (Object.hasOwn(records, type)) found = records[type];
  return found === undefined ? undefined : cellsOf(found);
}

/** Each profile version's record types (with their versions) as its dsrf schema defines them, for the docs and tests. */
export const schemaRecords = (profile: string, version: string) => Object.keys(schemaOf(profile, version) ?? {});
