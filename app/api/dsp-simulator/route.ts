// POST /api/dsp-simulator: the platform's simulated store. Takes an ERN 4.3 message (XML body) and
// answers 200 acknowledged, 422 rejected (schema errors, no artwork) or 503/504 as configured.
import { publicRoute } from '@/lib/http';
import { BadRequest } from '@/lib/errors';
import { receiveDspMessage } from '@/lib/distribution/simulator';

const MAX_BYTES = 5 * 1024 * 1024;

export const POST = publicRoute({}, async ({ req }) => {
  const text = await req.text();
  if (!text.trim()) throw new BadRequest('Send an ERN 4.3 message as the request body (application/xml).');
  if (text.length > MAX_BYTES) throw new BadRequest('The message is larger than 5 MB.');
  const answer = await receiveDspMessage(text);
  return Response.json(answer.body, { status: answer.status });
});
