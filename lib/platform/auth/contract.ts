// The session routes' contracts (lib/platform/http/contract.ts), for the typed client of the pages.
import { defineRoute } from '../http/contract';
import type { toStoredUser } from './session';

export const me = defineRoute<ReturnType<typeof toStoredUser>>()({});

export const authApi = {
  '/api/auth/me': { GET: me },
};
