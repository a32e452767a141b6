// The services domain's face: what other domains may use of it.
export { applyCheckoutEvent, CHECKOUT_EVENTS } from './payments';
