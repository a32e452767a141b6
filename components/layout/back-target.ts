// Where the back button (spec §2.10) leads: signed in, to the user's own dashboard (`home`); otherwise to
// the artist dashboard inside the artist area, else home. None on home, on the dashboard itself and on
// login pages. Pure: the client button and the landings' static link both use it.
const ARTIST_DASHBOARD = '/mms/dashboard';

export function backTarget(pathname: string, home?: string): { href: string; label: string } | null {
  if (pathname === '/' || pathname === ARTIST_DASHBOARD || pathname.includes('/login')) return null;
  if (home) return pathname === home ? null : { href: home, label: 'Back to Dashboard' };
  if (pathname.startsWith('/mms/')) return { href: ARTIST_DASHBOARD, label: 'Back to Dashboard' };
  return { href: '/', label: 'Back to Home' };
}
