// accounts's public face (docs/architecture.md "Floors and domains"): what other domains may use; they import
// `@/lib/accounts`, never a file inside. Export only what another domain needs, and nothing that reaches a domain
// which imports this one (no cycles).
export { assertEmailVerifiedForRelease } from './join';
export { artistAccounts, peopleDirectory, signupsBetween, userCountsByRole } from './user-counts';
export { listWaitingList } from './waiting-list/service';
