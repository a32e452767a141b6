// The rights domain's face: what other domains (the assistant) read from it, the same reads as its pages.
export { registrationOverview } from './registrations';
export { listCertificates as listCopyrightCertificates } from './certificates';
export { splitSignatures } from './split-status';
export { getWorkForUserOrThrow } from './works';
export { listFilings as listCopyrightFilings } from './filings';
