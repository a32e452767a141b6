'use client';
// Sticky back button (spec §2.10): signed in, to the user's own dashboard (`home`); otherwise to the artist
// dashboard inside the artist area, else home. Hidden on home, on the dashboard itself and on login pages.
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';

const ARTIST_DASHBOARD = '/mms/dashboard';

export function backTarget(pathname: string, home?: string): { href: string; label: string } | null {
  if (pathname === '/' || pathname === ARTIST_DASHBOARD || pathname.includes('/login')) return null;
  if (home) return pathname === home ? null : { href: home, label: 'Back to Dashboard' };
  if (pathname.startsWith('/mms/')) return { href: ARTIST_DASHBOARD, label: 'Back to Dashboard' };
  return { href: '/', label: 'Back to Home' };
}

export function BackButton({ home }: { home?: string }) {
  const target = backTarget(usePathname() ?? '/', home);
  if (!target) return null;
  return (
    <Button
      component={Link}
      href={target.href}
      startIcon={<ArrowBackIcon />}
      size="small"
      variant="outlined"
      sx={{ position: 'sticky', top: 72, zIndex: 10, m: 2, bgcolor: 'background.paper', alignSelf: 'flex-start' }}
    >
      {target.label}
    </Button>
  );
}
