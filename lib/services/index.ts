// services's public face (docs/architecture.md "Floors and domains"): what other domains may use; they import
// `@/lib/services`, never a file inside. Export only what another domain needs, and nothing that reaches a domain
// which imports this one (no cycles).
export { attributeSignup } from './affiliates/service';
export { servicesCalendarItems } from './calendar-items';
export { serviceDashboard } from './dashboard';
export { listOrders } from './orders';
export { dashboardQuery, orderListQuery } from './schema';
export { listMyBookings, listRooms } from './studio/service';
export { bookingListQuery } from './studio/schema';
export { applyCheckoutEvent, CHECKOUT_EVENTS } from './payments';
export { listAllOfferings } from './catalog';
export { platformAnalytics } from './analytics';
