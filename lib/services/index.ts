// The services area's face: what other domains (the assistant) read from it, the same reads as its pages.
export { serviceDashboard } from './dashboard';
export { dashboardQuery, orderListQuery } from './schema';
export { listOrders } from './orders';
export { listRooms, listMyBookings } from './studio/service';
export { bookingListQuery } from './studio/schema';
