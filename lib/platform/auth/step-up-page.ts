// Step-up check for server-component renders (the settings pages).
import 'server-only';
import { cookies } from 'next/headers';
import { hasStepUp, stepUpCookieName } from './step-up';

export async function pageHasStepUp(userId: string): Promise<boolean> {
  return hasStepUp(userId, (await cookies()).get(stepUpCookieName())?.value);
}
