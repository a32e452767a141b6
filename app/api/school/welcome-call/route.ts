// GET /api/school/welcome-call?token=: the applicant's booking or the open slots. POST: book one.
import { created, publicRoute } from '@/lib/platform/http/with-auth';
import { bookWelcomeCall, bookingContext } from '@/lib/school/meetings';
import { welcomeCallBook, welcomeCallRead } from '@/lib/school/contract';

export const GET = publicRoute(welcomeCallRead, ({ query, user }) => bookingContext(query.token, user));

export const POST = publicRoute({ ...welcomeCallBook, maxBodyBytes: 8 * 1024 }, async ({ body, user }) =>
  created(await bookWelcomeCall(body, user)),
);
