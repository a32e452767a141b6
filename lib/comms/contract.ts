// The communications and support routes' contracts (lib/platform/http/contract.ts): input schemas and response
// types, declared once for the route handlers and the typed client of the pages (lib/api-routes.ts).
import { defineRoute, type Returns } from '../platform/http/contract';
import { preferencesSchema, templateBrandQuerySchema, userSearchSchema } from './schema';
import type { listCourses, searchUsers } from './announcements';
import type { staffMembers } from './support/staff';
import type { TemplateListItem } from './templates';
import type { listPreferences, setPreferences } from './notify';

export const courseList = defineRoute<{ items: Returns<typeof listCourses> }>()({});
export const userSearch = defineRoute<{ items: Returns<typeof searchUsers> }>()({ query: userSearchSchema });
export const staffList = defineRoute<{ items: Returns<typeof staffMembers> }>()({});
export const templateList = defineRoute<{ items: TemplateListItem[] }>()({
  query: templateBrandQuerySchema,
});
export const preferenceList = defineRoute<{ items: Returns<typeof listPreferences> }>()({});
export const preferenceSet = defineRoute<{ items: Returns<typeof setPreferences> }>()({ body: preferencesSchema });

export const commsApi = {
  '/api/communications/courses': { GET: courseList },
  '/api/communications/users': { GET: userSearch },
  '/api/communications/templates': { GET: templateList },
  '/api/communications/preferences': { GET: preferenceList, PUT: preferenceSet },
  '/api/support/staff': { GET: staffList },
};

// components/comms-accounts-brain
// Messages, inbox, templates, FAQ, contacts, the hub and the support desk (the pages of components/comms).
import { pageQuery } from '../platform/paging';
import {
  announcementSchema,
  contactImportSchema,
  contactQuerySchema,
  contactUpdateSchema,
  directMessageSchema,
  faqArticleSchema,
  faqQuerySchema,
  faqVoteSchema,
  inboxQuerySchema,
  markReadSchema,
  replySchema,
  segmentSchema,
  templatePartsSchema,
} from './schema';
import {
  bulkStatusSchema,
  createTicketSchema,
  mergeSchema,
  queueQuerySchema,
  rateSchema,
  ticketMessageSchema,
  ticketUpdateSchema,
} from './support/schema';
import type {
  createAnnouncement,
  listAnnouncements,
  listDirectMessages,
  replyToDirectMessage,
  segmentSize,
  sendDirectMessage,
} from './announcements';
import type { previewTemplate, saveTemplate, sendTestTemplate } from './templates';
import type { listFaq, saveArticle, suggestArticles, voteArticle } from './faq';
import type { listInbox, markRead, unreadCount } from './notify';
import type { hubOverview, retryOutboxEmail } from './hub';
import type { contactHistory, importContacts, listContacts, syncContacts, updateContact } from './contacts';
import type { addMessage, contextChoices, createTicket, getTicket, listMyTickets, rateTicket } from './support/service';
import type { bulkStatus, mergeTickets, supportStats, ticketQueue, updateTicket } from './support/staff';

export const directMessageList = defineRoute<Returns<typeof listDirectMessages>>()({ query: pageQuery });
export const directMessageSend = defineRoute<Returns<typeof sendDirectMessage>>()({ body: directMessageSchema });
export const announcementList = defineRoute<Returns<typeof listAnnouncements>>()({ query: pageQuery });
export const announcementCreate = defineRoute<Returns<typeof createAnnouncement>>()({ body: announcementSchema });
export const segmentCount = defineRoute<Returns<typeof segmentSize>>()({ body: segmentSchema });
export const directMessageReply = defineRoute<Returns<typeof replyToDirectMessage>>()({ body: replySchema });
export const templateSave = defineRoute<Returns<typeof saveTemplate>>()({ body: templatePartsSchema });
export const templateReset = defineRoute<void>()({ query: templateBrandQuerySchema });
export const templatePreview = defineRoute<Returns<typeof previewTemplate>>()({ body: templatePartsSchema });
export const templateTest = defineRoute<Returns<typeof sendTestTemplate>>()({ body: templatePartsSchema });
export const faqList = defineRoute<Returns<typeof listFaq>>()({ query: faqQuerySchema });
export const faqSuggest = defineRoute<Returns<typeof suggestArticles>>()({ query: faqQuerySchema });
export const faqSave = defineRoute<Returns<typeof saveArticle>>()({ body: faqArticleSchema });
export const faqDelete = defineRoute<void>()({});
export const faqVote = defineRoute<Returns<typeof voteArticle>>()({ body: faqVoteSchema });
export const inboxList = defineRoute<Returns<typeof listInbox>>()({ query: inboxQuerySchema });
export const inboxMarkRead = defineRoute<Returns<typeof markRead>>()({ body: markReadSchema });
export const inboxUnread = defineRoute<Returns<typeof unreadCount>>()({});
export const hubRead = defineRoute<Returns<typeof hubOverview>>()({});
export const outboxRetry = defineRoute<Returns<typeof retryOutboxEmail>>()({});
export const contactList = defineRoute<Returns<typeof listContacts>>()({ query: contactQuerySchema });
export const contactSync = defineRoute<Returns<typeof syncContacts>>()({});
export const contactRead = defineRoute<Returns<typeof contactHistory>>()({});
export const contactUpdate = defineRoute<Returns<typeof updateContact>>()({ body: contactUpdateSchema });
export const contactImport = defineRoute<Returns<typeof importContacts>>()({ body: contactImportSchema });
export const ticketContext = defineRoute<Returns<typeof contextChoices>>()({});
export const ticketList = defineRoute<Returns<typeof listMyTickets>>()({ query: pageQuery });
export const ticketCreate = defineRoute<Returns<typeof createTicket>>()({ body: createTicketSchema });
export const ticketRead = defineRoute<Returns<typeof getTicket>>()({});
export const ticketUpdate = defineRoute<Returns<typeof updateTicket>>()({ body: ticketUpdateSchema });
export const ticketMessage = defineRoute<Returns<typeof addMessage>>()({ body: ticketMessageSchema });
export const ticketMerge = defineRoute<Returns<typeof mergeTickets>>()({ body: mergeSchema });
export const ticketRate = defineRoute<Returns<typeof rateTicket>>()({ body: rateSchema });
export const ticketBulk = defineRoute<Returns<typeof bulkStatus>>()({ body: bulkStatusSchema });
export const ticketQueueList = defineRoute<Returns<typeof ticketQueue>>()({ query: queueQuerySchema });
export const ticketStats = defineRoute<Returns<typeof supportStats>>()({});

export const commsMessagingApi = {
  '/api/communications/direct-messages': { GET: directMessageList, POST: directMessageSend },
  '/api/communications/announcements': { GET: announcementList, POST: announcementCreate },
  '/api/communications/segment-size': { POST: segmentCount },
  '/api/communications/notifications': { GET: inboxList, POST: inboxMarkRead },
  '/api/communications/notifications/unread': { GET: inboxUnread },
  '/api/communications/notifications/[id]/reply': { POST: directMessageReply },
  '/api/communications/templates/[key]': { PUT: templateSave, DELETE: templateReset },
  '/api/communications/templates/[key]/preview': { POST: templatePreview },
  '/api/communications/templates/[key]/test': { POST: templateTest },
  '/api/communications/faq': { GET: faqList, POST: faqSave },
  '/api/communications/faq/suggest': { GET: faqSuggest },
  '/api/communications/faq/[id]': { PUT: faqSave, DELETE: faqDelete },
  '/api/communications/faq/[id]/vote': { POST: faqVote },
  '/api/communications/hub': { GET: hubRead },
  '/api/communications/outbox/[id]/retry': { POST: outboxRetry },
  '/api/communications/contacts': { GET: contactList, POST: contactSync },
  '/api/communications/contacts/[id]': { GET: contactRead, PATCH: contactUpdate },
  '/api/communications/contacts/import': { POST: contactImport },
  '/api/support/context': { GET: ticketContext },
  '/api/support/tickets': { GET: ticketList, POST: ticketCreate },
  '/api/support/tickets/[id]': { GET: ticketRead, PATCH: ticketUpdate },
  '/api/support/tickets/[id]/messages': { POST: ticketMessage },
  '/api/support/tickets/[id]/merge': { POST: ticketMerge },
  '/api/support/tickets/[id]/rating': { POST: ticketRate },
  '/api/support/tickets/bulk': { POST: ticketBulk },
  '/api/support/queue': { GET: ticketQueueList },
  '/api/support/stats': { GET: ticketStats },
};
