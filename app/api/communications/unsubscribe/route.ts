// /api/communications/unsubscribe?u=&s=: the List-Unsubscribe link (RFC 8058). POST with the body
// `List-Unsubscribe=One-Click` unsubscribes from announcements; GET only shows a confirmation page whose
// button posts that body, so a link preview or a scanner fetching the link changes nothing.
import { publicRoute } from '@/lib/platform/http/with-auth';
import { unsubscribeQuerySchema } from '@/lib/comms/schema';
import { checkUnsubscribeLink, unsubscribe } from '@/lib/comms/notify';
import { assertOneClick, confirmationPage, unsubscribedAnswer } from '@/lib/comms/unsubscribe-page';

export const POST = publicRoute({ query: unsubscribeQuerySchema }, async ({ req, query }) => {
  await assertOneClick(req);
  await unsubscribe(query.u, query.s);
  return unsubscribedAnswer(req);
});

export const GET = publicRoute({ query: unsubscribeQuerySchema }, async ({ query }) => {
  await checkUnsubscribeLink(query.u, query.s);
  return confirmationPage(query.u, query.s);
});
