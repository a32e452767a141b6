// The session routes' contracts (lib/platform/http/contract.ts), for the typed client of the pages.
import { defineRoute } from '../http/contract';
import type { toStoredUser } from './session';

export const me = defineRoute<ReturnType<typeof toStoredUser>>()({});

export const authApi = {
  '/api/auth/me': { GET: me },
};

// components/comms-accounts-brain
import { unlockRequestSchema } from './schema';

/** The sign-in link's request: the same sentence whether or not the email has an account. */
export const signInUnlock = defineRoute<{ ok: true; message: string }>()({ body: unlockRequestSchema });

export const authUnlockApi = {
  '/api/auth/sign-in-unlock': { POST: signInUnlock },
};
