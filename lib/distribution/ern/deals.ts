// The deals of an ERN message's main release (its ReleaseDeals, not the TrackReleases'): each deal's territories,
// validity and models as the import records them, the release's territories and its earliest deal start.
import { arr, text, type Node } from './object-form';
import { child } from './import-values';

export function releaseDeals(msg: Node, releaseReference: string) {
  const deals = arr(child(msg, 'DealList')?.ReleaseDeal as Node[])
    .filter((d) => arr(d.DealReleaseReference as unknown[]).some((r) => text(r) === releaseReference))
    .flatMap((d) => arr(d.Deal as Node[]))
    .flatMap((d) => arr(d.DealTerms as Node[]))
    .map((t) => ({
      territories: arr(t.TerritoryCode as unknown[]).map(text),
      excludedTerritories: arr(t.ExcludedTerritoryCode as unknown[]).map(text),
      startDate: text(child(t, 'ValidityPeriod')?.StartDate) || text(child(t, 'ValidityPeriod')?.StartDateTime),
      endDate: text(child(t, 'ValidityPeriod')?.EndDate),
      commercialModels: arr(t.CommercialModelType as unknown[]).map(text),
      useTypes: arr(t.UseType as unknown[]).map(text),
    }));
  const dealTerritories = [...new Set(deals.flatMap((d) => d.territories))];
  const territories = dealTerritories.length === 0 || dealTerritories.includes('Worldwide') ? ['WW'] : dealTerritories;
  const firstStart =
    deals
      .map((d) => d.startDate)
      .filter(Boolean)
      .sort()[0] ?? '';
  return { deals, territories, firstStart };
}
