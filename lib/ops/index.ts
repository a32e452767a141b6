// The operations domain's face: what other domains (the assistant) read from it, the same reads as its pages.
export { getHealthOverview } from './health/service';
export { payeesWithoutTaxDetails, taxProfileCount } from './tax/service';
