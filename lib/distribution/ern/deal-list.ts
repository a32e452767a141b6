// The DealList of an ERN message: a ReleaseDeal for every release in it (the main Release and each TrackRelease),
// each with the same deals: subscription and ad-supported streaming, pay-as-you-go downloads, in the release's
// territories from its release date. A takedown ends every deal today (ERN 4 has no takedown flag).
import { isoDate } from './message-parts';
import type { ErnHeader, ErnRelease } from './release-data';
import type { XmlNode } from './xml-writer';

const MODELS: [string, string[]][] = [
  ['SubscriptionModel', ['OnDemandStream', 'NonInteractiveStream']],
  ['AdvertisementSupportedModel', ['OnDemandStream', 'NonInteractiveStream']],
  ['PayAsYouGoModel', ['PermanentDownload']],
];

export function writeDeals(root: XmlNode, r: ErnRelease, h: ErnHeader, releaseRefs: string[]) {
  const list = root.ele('DealList');
  const start = isoDate(r.releaseDate ?? h.createdAt);
  const end =
    h.kind === 'takedown' ? isoDate(r.releaseDate && h.createdAt < r.releaseDate ? r.releaseDate : h.createdAt) : null;
  const territories = (r.territories.length ? r.territories : ['WW']).map((c) => (c === 'WW' ? 'Worldwide' : c));
  for (const ref of releaseRefs) {
    const deals = list.ele('ReleaseDeal');
    deals.ele('DealReleaseReference').txt(ref);
    for (const [model, uses] of MODELS) {
      const terms = deals.ele('Deal').ele('DealTerms');
      for (const code of territories) terms.ele('TerritoryCode').txt(code);
      const period = terms.ele('ValidityPeriod');
      period.ele('StartDate').txt(start);
      if (end) period.ele('EndDate').txt(end);
      terms.ele('CommercialModelType').txt(model);
      for (const u of uses) terms.ele('UseType').txt(u);
    }
  }
}
