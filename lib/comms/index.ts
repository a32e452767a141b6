// The comms domain's face: what other domains (the assistant) read from it, the same reads as its pages.
export { ticketQueue, supportStats } from './support/staff';
export { queueQuerySchema } from './support/schema';
export { TICKET_STATUS_LABEL } from './support/sla';
