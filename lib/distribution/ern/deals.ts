// The deals of an ERN message's main release (its ReleaseDeals, not the TrackReleases'): each deal's territories,
// validity and models as the import records them, the release's territories and its earliest deal start.
import { arr, text, type Node } from './object-form';
import { child } from './import-values';
import { COUNTRY_CODES } from './territory-codes';

// Spain's Ceuta, Canary Islands and Melilla (ISO 3166-2 codes the AVS allows) are sold as Spain.
const country = (code: string) => (/^ES-(CE|CN|ML)$/.test(code) ? 'ES' : code);
const KNOWN = new Set(COUNTRY_CODES);

/** The countries a deal covers: its TerritoryCodes (Worldwide: every country), or every country but its excluded. */
function covered(d: { territories: string[]; excludedTerritories: string[] }): string[] {
  if (d.territories.length)
    return d.territories.includes('Worldwide') ? [...COUNTRY_CODES] : d.territories.map(country);
  if (!d.excludedTerritories.length) return [...COUNTRY_CODES];
  const excluded = new Set(d.excludedTerritories.map(country));
  return excluded.has('Worldwide') ? [] : COUNTRY_CODES.filter((c) => !excluded.has(c));
}

/**
 * The main release's deals, and its territories: the countries of the deals still running on `today` (a deal whose
 * ValidityPeriod ended is ERN 4's territorial takedown), WW when that is every country or when there is no deal.
 * When every deal has ended, the territories the deals named, and `ended` says so. CISAC TIS numeric codes (which
 * the AVS also allows) are not countries this platform stores and are left out.
 */
export function releaseDeals(msg: Node, releaseReference: string, today = new Date().toISOString().slice(0, 10)) {
  const deals = arr(child(msg, 'DealList')?.ReleaseDeal as Node[])
    .filter((d) => arr(d.DealReleaseReference as unknown[]).some((r) => text(r) === releaseReference))
    .flatMap((d) => arr(d.Deal as Node[]))
    .flatMap((d) => arr(d.DealTerms as Node[]))
    .map((t) => {
      // A deal may list several periods (1..n): it starts at the earliest and ends at the latest (open: none).
      const periods = arr(t.ValidityPeriod as Node[]).map((p) => ({
        start: text(p.StartDate) || text(p.StartDateTime),
        end: text(p.EndDate) || text(p.EndDateTime),
      }));
      const starts = periods.map((p) => p.start).filter(Boolean);
      const ends = periods.map((p) => p.end);
      return {
        territories: arr(t.TerritoryCode as unknown[]).map(text),
        excludedTerritories: arr(t.ExcludedTerritoryCode as unknown[]).map(text),
        startDate: [...starts].sort((a, b) => a.slice(0, 10).localeCompare(b.slice(0, 10)))[0] ?? '',
        endDate: ends.length && ends.every(Boolean) ? [...ends].sort().reverse()[0] : '',
        commercialModels: arr(t.CommercialModelType as unknown[]).map(text),
        useTypes: arr(t.UseType as unknown[]).map(text),
      };
    });
  const running = deals.filter((d) => !d.endDate || d.endDate.slice(0, 10) >= today);
  const ended = deals.length > 0 && running.length === 0;
  const countries = new Set((ended ? deals : running).flatMap(covered));
  const territories =
    deals.length === 0 || COUNTRY_CODES.every((c) => countries.has(c))
      ? ['WW']
      : [...countries].filter((c) => KNOWN.has(c));
  const firstStart =
    deals
      .map((d) => d.startDate.slice(0, 10))
      .filter(Boolean)
      .sort()[0] ?? '';
  return { deals, territories, firstStart, ended };
}
