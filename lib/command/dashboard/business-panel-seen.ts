'use server';
// The server action that remembers the artist dashboard's business panel was shown (the first visit opens it):
// the cookie is set through Next's cookies(), never written by page script, and HttpOnly since only the server
// reads it (components/command/artist-dashboard.tsx#firstVisit).
import { cookies } from 'next/headers';
import { secureCookies } from '../../platform/auth/cookies';
import { BUSINESS_PANEL_SEEN_COOKIE } from './business-panel';

const A_YEAR_SECONDS = 365 * 24 * 60 * 60;

export async function markBusinessPanelSeen(): Promise<void> {
  const jar = await cookies();
  if (jar.has(BUSINESS_PANEL_SEEN_COOKIE)) return;
  jar.set(BUSINESS_PANEL_SEEN_COOKIE, '1', {
    path: '/',
    maxAge: A_YEAR_SECONDS,
    sameSite: 'lax',
    httpOnly: true,
    secure: secureCookies(),
  });
}
