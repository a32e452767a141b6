// comms's public face (docs/architecture.md "Floors and domains"): what other domains may use; they import
// `@/lib/comms`, never a file inside. Export only what another domain needs, and nothing that reaches a domain
// which imports this one (no cycles).
export {
  notifyApplicationDecision,
  notifyPayoutEvent,
  notifyReleaseEvent,
  notifyStatementImported,
  welcomeUser,
} from './events';
export { notify } from './notify';
export { renderTemplate, sendTemplatedEmail } from './templates';
export { queueQuerySchema } from './support/schema';
export { TICKET_STATUS_LABEL } from './support/sla';
export { supportStats, ticketQueue } from './support/staff';
export { hubOverview } from './hub';
export { listContacts } from './contacts';
