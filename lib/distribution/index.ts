// Distribution's public face (docs/architecture.md "Floors and domains"): what other domains may use.
// A release's state, shown or counted, comes from the one status module (docs/distribution.md, "One status truth").
export { isLive, liveWhere, releaseState, releaseStatusLabel } from './releases/status';
export { enabledStoreCount, liveReleaseCount, nextGoLive, scheduledReleaseCount } from './stats';
