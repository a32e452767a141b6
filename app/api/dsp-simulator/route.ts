// POST /api/dsp-simulator: the platform's simulated store. Takes an ERN 4.3 message (XML body) and
// answers 200 acknowledged, 422 rejected (schema errors, no artwork) or 503/504 as configured.
// Only with a store's credential (Authorization: Bearer, lib/distribution/simulator-credential.ts), for
// messages addressed to that store; the size is checked before the body is read; rate-limited per address.
import { publicRoute, readText } from '@/lib/platform/http/with-auth';
import { BadRequest, Forbidden, Unauthorized } from '@/lib/platform/errors';
import { receiveDspMessage } from '@/lib/distribution/simulator';
import { storeForCredential } from '@/lib/distribution/simulator-credential';
import { assertNoEntities } from '@/lib/distribution/ern/read';

const MAX_BYTES = 5 * 1024 * 1024;

export const POST = publicRoute({ rateLimit: { key: 'dsp-simulator', points: 300, duration: 60 } }, async ({ req }) => {
  const store = await storeForCredential(req.headers.get('authorization'));
  if (!store) throw new Unauthorized('Send the store credential (Authorization: Bearer ...) with each message.');
  const text = await readText(req, MAX_BYTES);
  if (!text.trim()) throw new BadRequest('Send an ERN 4.3 message as the request body (application/xml).');
  assertNoEntities(text);
  const recipient = /<MessageRecipient>[\s\S]*?<PartyId>([^<]*)<\/PartyId>/.exec(text)?.[1];
  if (recipient && recipient !== store.ddexPartyId)
    throw new Forbidden('This message is addressed to another store than the credential.');
  const answer = await receiveDspMessage(text);
  return Response.json(answer.body, { status: answer.status });
});
