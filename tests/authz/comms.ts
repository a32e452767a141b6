// Authorization of the communications area: support tickets, inbox, announcements, templates, FAQ, contacts.
import { api, type AuthzEntry } from './types';

const id = { id: 'unknown' };
const key = { key: 'welcome' };

export const commsRoutes: AuthzEntry[] = [
  ...api('support/tickets', { GET: 'signedIn', POST: 'signedIn' }),
  ...api('support/tickets/[id]', { GET: 'signedIn', PATCH: 'admin' }, id),
  ...api('support/tickets/[id]/messages', { POST: 'signedIn' }, id),
  ...api('support/tickets/[id]/rating', { POST: 'signedIn' }, id),
  ...api('support/tickets/[id]/merge', { POST: 'admin' }, id),
  ...api('support/tickets/bulk', { POST: 'admin' }),
  ...api('support/queue', { GET: 'admin' }),
  ...api('support/stats', { GET: 'admin' }),
  ...api('support/staff', { GET: 'admin' }),
  ...api('support/context', { GET: 'signedIn' }),
  ...api('support/attachments', { POST: 'signedIn' }),
  {
    file: 'app/api/communications/inbound/route.ts',
    method: 'POST',
    access: 'public',
    notCallable:
      'no session: authenticated by the x-inbound-secret header (401 without it; tests/integration/comms-inbound)',
  },
  ...api('communications/notifications', { GET: 'signedIn', POST: 'signedIn' }),
  ...api('communications/notifications/unread', { GET: 'signedIn' }),
  ...api('communications/notifications/[id]/reply', { POST: 'signedIn' }, id),
  ...api('communications/preferences', { GET: 'signedIn', PUT: 'signedIn' }),
  ...api('communications/unsubscribe', { GET: 'public', POST: 'public' }),
  ...api('communications/announcements', { GET: 'admin', POST: 'admin' }),
  ...api('communications/segment-size', { POST: 'admin' }),
  ...api('communications/direct-messages', { GET: 'admin', POST: 'admin' }),
  { file: 'app/api/communications/users/route.ts', method: 'GET', access: 'admin', query: 'q=ab' },
  ...api('communications/courses', { GET: 'admin' }),
  ...api('communications/templates', { GET: 'admin' }),
  ...api('communications/templates/[key]', { PUT: 'admin', DELETE: 'admin' }, key),
  // The template of an email carrying a secret link: a super admin's (with step-up: 428 here).
  ...api('communications/templates/[key]', { PUT: 'superAdmin', DELETE: 'superAdmin' }, { key: 'password_reset' }),
  ...api('communications/templates/[key]/preview', { POST: 'admin' }, key),
  ...api('communications/templates/[key]/test', { POST: 'admin' }, key),
  ...api('communications/faq', { GET: 'public', POST: 'admin' }),
  ...api('communications/faq/suggest', { GET: 'public' }),
  ...api('communications/faq/[id]', { PUT: 'admin', DELETE: 'admin' }, id),
  ...api('communications/faq/[id]/vote', { POST: 'public' }, id),
  ...api('communications/contacts', { GET: 'admin', POST: 'admin' }),
  ...api('communications/contacts/[id]', { GET: 'admin', PATCH: 'admin' }, id),
  ...api('communications/contacts/import', { POST: 'admin' }),
  ...api('communications/contacts/export', { GET: 'admin' }),
  ...api('communications/hub', { GET: 'admin' }),
  ...api('communications/outbox/[id]/retry', { POST: 'admin' }, id),
];
