// command's public face (docs/architecture.md "Floors and domains"): what other domains may use; they import
// `@/lib/command`, never a file inside. Export only what another domain needs, and nothing that reaches a domain
// which imports this one (no cycles).
export { artistChecklist, artistReleases, earningsSummary, totalEarnedCentsOf } from './dashboard/artist-summary';
export { listRoster } from './roster-service';
export { adminActivity, figuresByBrand } from './admin-reports';
export { adminLevel } from './admin-level';
export { platformStats } from './dashboard/stats';
