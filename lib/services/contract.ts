// The services routes' contracts (lib/platform/http/contract.ts): input schemas and response types, declared once
// for the route handlers and the typed client of the pages (lib/api-routes.ts).
import { defineRoute, type Returns } from '../platform/http/contract';
import { bankTransferSettingsInput } from './schema';
import type { getBankTransferSettings, saveBankTransferSettings } from './bank-transfer';

export const bankTransferRead = defineRoute<{ bankTransfer: Returns<typeof getBankTransferSettings> }>()({});
export const bankTransferSave = defineRoute<{ bankTransfer: Returns<typeof saveBankTransferSettings> }>()({
  body: bankTransferSettingsInput,
});

export const servicesApi = {
  '/api/services/payment-settings': { GET: bankTransferRead, PUT: bankTransferSave },
};

// components/services-school-command
import * as svc from './schema';
import * as studio from './studio/schema';
import { epkInput, epkLinkInput } from './epk/schema';
import { businessInfoInput } from './business/schema';
import type { platformAnalytics } from './analytics';
import type { paymentOptions } from './bank-transfer';
import type { startCheckout } from './payments';
import type { createEpkLink, getMyEpk, listEpkLinks, revokeEpkLink, saveMyEpk } from './epk/service';
import type { listAllOfferings, listCatalog, updateOffering } from './catalog';
import type { affiliateStats } from './affiliates/service';
import type { performOrderAction } from './actions';
import type { serviceDashboard } from './dashboard';
import type { releasesForCataloging } from './cataloging';
import type { createOrder, listOrders } from './orders';
import type { addMessage, listMessages } from './order-messages';
import type { careerPlan, getBusinessInfo, listStates, saveBusinessInfo } from './business/service';
import type * as studioSettingsService from './studio/settings';
import type * as studioService from './studio/service';

type Studio = typeof studioSettingsService;
type Booking = typeof studioService;

export const analyticsRead = defineRoute<Returns<typeof platformAnalytics>>()({});
export const orderPaymentOptions = defineRoute<Returns<typeof paymentOptions>>()({});
export const orderCheckout = defineRoute<Returns<typeof startCheckout>>()({});
export const epkLinkList = defineRoute<Returns<typeof listEpkLinks>>()({});
export const epkLinkCreate = defineRoute<Returns<typeof createEpkLink>>()({ body: epkLinkInput });
export const epkLinkRevoke = defineRoute<Returns<typeof revokeEpkLink>>()({});
export const epkRead = defineRoute<Returns<typeof getMyEpk>>()({});
export const epkSave = defineRoute<Returns<typeof saveMyEpk>>()({ body: epkInput });
export const offeringList = defineRoute<Returns<typeof listAllOfferings>>()({ query: svc.catalogQuery });
export const offeringUpdate = defineRoute<Returns<typeof updateOffering>>()({ body: svc.offeringPatch });
export const affiliateRead = defineRoute<Returns<typeof affiliateStats>>()({});
export const affiliateJoin = defineRoute<Returns<typeof affiliateStats>>()({});
export const orderAction = defineRoute<Returns<typeof performOrderAction>>()({ body: svc.orderActionInput });
export const dashboardRead = defineRoute<Returns<typeof serviceDashboard>>()({ query: svc.dashboardQuery });
export const catalogingReleases = defineRoute<Returns<typeof releasesForCataloging>>()({});
export const orderList = defineRoute<Returns<typeof listOrders>>()({ query: svc.orderListQuery });
export const orderCreate = defineRoute<Returns<typeof createOrder>>()({ body: svc.createOrderInput });
export const catalogList = defineRoute<Returns<typeof listCatalog>>()({ query: svc.catalogQuery });
export const messageList = defineRoute<Returns<typeof listMessages>>()({});
export const messageAdd = defineRoute<Returns<typeof addMessage>>()({ body: svc.messageInput });
export const businessInfoRead = defineRoute<Returns<typeof getBusinessInfo>>()({});
export const businessInfoSave = defineRoute<Returns<typeof saveBusinessInfo>>()({ body: businessInfoInput });
export const businessPlan = defineRoute<Returns<typeof careerPlan>>()({});
export const businessStates = defineRoute<Returns<typeof listStates>>()({});
export const studioSettingsRead = defineRoute<Returns<Studio['studioSettings']>>()({});
export const roomUpdate = defineRoute<Returns<Studio['updateRoom']>>()({ body: studio.roomPatch });
export const roomCreate = defineRoute<Returns<Studio['createRoom']>>()({ body: studio.roomInput });
export const engineerCreate = defineRoute<Returns<Studio['createEngineer']>>()({ body: studio.engineerInput });
export const engineerRemove = defineRoute<Returns<Studio['removeEngineer']>>()({});
export const locationCreate = defineRoute<Returns<Studio['createLocation']>>()({ body: studio.locationInput });
export const locationUpdate = defineRoute<Returns<Studio['updateLocation']>>()({ body: studio.locationPatch });
export const roomList = defineRoute<Returns<Booking['listRooms']>>()({});
export const bookingList = defineRoute<Returns<Booking['listMyBookings']>>()({ query: studio.bookingListQuery });
export const bookingCreate = defineRoute<Returns<Booking['createBooking']>>()({ body: studio.bookingInput });
export const bookingCancel = defineRoute<Returns<Booking['cancelBooking']>>()({});
export const roomAvailability = defineRoute<Returns<Booking['availability']>>()({ query: studio.availabilityQuery });

export const servicesComponentsApi = {
  '/api/services/analytics': { GET: analyticsRead },
  '/api/services/orders/[id]/payment': { GET: orderPaymentOptions },
  '/api/services/orders/[id]/checkout': { POST: orderCheckout },
  '/api/epk/links': { GET: epkLinkList, POST: epkLinkCreate },
  '/api/epk/links/[id]': { DELETE: epkLinkRevoke },
  '/api/epk': { GET: epkRead, PUT: epkSave },
  '/api/services/offerings': { GET: offeringList },
  '/api/services/offerings/[id]': { PATCH: offeringUpdate },
  '/api/affiliates': { GET: affiliateRead, POST: affiliateJoin },
  '/api/services/orders/[id]': { POST: orderAction },
  '/api/services/dashboard': { GET: dashboardRead },
  '/api/services/releases': { GET: catalogingReleases },
  '/api/services/orders': { GET: orderList, POST: orderCreate },
  '/api/services/catalog': { GET: catalogList },
  '/api/services/orders/[id]/messages': { GET: messageList, POST: messageAdd },
  '/api/services/business/info': { GET: businessInfoRead, PUT: businessInfoSave },
  '/api/services/business/plan': { GET: businessPlan },
  '/api/services/business/states': { GET: businessStates },
  '/api/studio/settings': { GET: studioSettingsRead },
  '/api/studio/rooms': { GET: roomList, POST: roomCreate },
  '/api/studio/rooms/[id]': { PATCH: roomUpdate },
  '/api/studio/rooms/[id]/availability': { GET: roomAvailability },
  '/api/studio/engineers': { POST: engineerCreate },
  '/api/studio/engineers/[id]': { DELETE: engineerRemove },
  '/api/studio/locations': { POST: locationCreate },
  '/api/studio/locations/[id]': { PATCH: locationUpdate },
  '/api/studio/bookings': { GET: bookingList, POST: bookingCreate },
  '/api/studio/bookings/[id]': { DELETE: bookingCancel },
};
