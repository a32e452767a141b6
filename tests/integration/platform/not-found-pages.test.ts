// Pages that load one record answer Next's 404 (not an error page) for a missing record or a stranger's.
import { isHTTPAccessFallbackError } from 'next/dist/client/components/http-access-fallback/http-access-fallback';
import CopyrightCertificatePage from '@/app/(public-record)/copyright-certificate/[code]/page';
import { toSessionUser } from '@/lib/platform/auth/session';
import { Conflict } from '@/lib/platform/errors';
import { recordOrNotFound } from '@/lib/platform/http/not-found';
import { createTicket, ticketHeading } from '@/lib/comms/support/service';
import { createUser } from '../../helpers/api';

jest.setTimeout(60_000);

/** What the promise rejected with, or undefined when it resolved. */
async function thrown(p: Promise<unknown>): Promise<unknown> {
  return p.then(
    () => undefined,
    (err: unknown) => err,
  );
}
const is404 = (err: unknown) => isHTTPAccessFallbackError(err) && err.digest.endsWith(';404');

it('the public certificate page for an unknown code is a 404', async () => {
  const err = await thrown(CopyrightCertificatePage({ params: Promise.resolve({ code: 'NO-SUCH-CODE-1234' }) }));
  expect(is404(err)).toBe(true);
});

it("a support ticket's page loads for its requester and staff, and is a 404 for anyone else", async () => {
  const requester = toSessionUser(await createUser('artist'));
  const stranger = toSessionUser(await createUser('artist'));
  const staff = toSessionUser(await createUser('admin'));
  const ticket = await createTicket(requester, {
    category: 'account',
    subject: 'Upload stalls',
    body: 'The upload stops at 90%.',
    attachmentIds: [],
  });
  expect(await recordOrNotFound(ticketHeading(requester, ticket.id))).toMatchObject({ subject: 'Upload stalls' });
  expect(await recordOrNotFound(ticketHeading(staff, ticket.id))).toMatchObject({ subject: 'Upload stalls' });
  expect(is404(await thrown(recordOrNotFound(ticketHeading(stranger, ticket.id))))).toBe(true);
  expect(is404(await thrown(recordOrNotFound(ticketHeading(requester, 'missing-ticket'))))).toBe(true);
});

it('other errors are not turned into a 404', async () => {
  const err = await thrown(recordOrNotFound(Promise.reject(new Conflict('busy'))));
  expect(err).toBeInstanceOf(Conflict);
});
