// Distribution's public face (docs/architecture.md "Floors and domains"): what other domains may use.
// A release's state, shown or counted, comes from the one status module (docs/distribution.md, "One status truth").
export { qcRelease } from './qc/service';
export { getReleaseForUser, getTrackForUser, releaseAccessWhere } from './releases/access';
export { listProjects, type ReleaseEarnings } from './releases/list';
export { releaseDirectory, releaseOverview, type DirectoryRelease } from './releases/lookup';
export { CREDIT_ROLES, type projectsQuery } from './releases/schema';
export { isLive, liveWhere, RELEASE_STATUSES, releaseState, releaseStatusLabel, STATUS_LABEL } from './releases/status';
export { reviewQueue } from './review-queue';
export { distributionSettingsSchema, getDistributionSettings, setDistributionSettings } from './settings';
export { enabledStoreCount, failedDeliveries, liveReleaseCount, nextGoLive, scheduledReleaseCount } from './stats';
export { listStores, updateStore } from './stores';
export { loadTransport } from './transports/config';
export { storeS3Client } from './transports/s3';
export { upcForms } from './upc';
