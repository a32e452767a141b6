// GET /api/school/welcome-call?token=: the applicant's booking or the open slots. POST: book one.
import { created, publicRoute } from '@/lib/platform/http/with-auth';
import { bookingQuerySchema, bookingSchema } from '@/lib/school/schema';
import { bookWelcomeCall, bookingContext } from '@/lib/school/meetings';

export const GET = publicRoute({ query: bookingQuerySchema }, ({ query, user }) => bookingContext(query.token, user));

export const POST = publicRoute({ body: bookingSchema, maxBodyBytes: 8 * 1024 }, async ({ body, user }) =>
  created(await bookWelcomeCall(body, user)),
);
