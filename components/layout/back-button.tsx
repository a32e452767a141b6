'use client';
// Sticky back button (spec §2.10): to the artist dashboard inside the artist area, otherwise home;
// hidden on home, on the artist dashboard and on login pages.
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';

const ARTIST_DASHBOARD = '/mms/dashboard';

export function backTarget(pathname: string): { href: string; label: string } | null {
  if (pathname === '/' || pathname === ARTIST_DASHBOARD || pathname.includes('/login')) return null;
  if (pathname.startsWith('/mms/')) return { href: ARTIST_DASHBOARD, label: 'Back to Dashboard' };
  return { href: '/', label: 'Back to Home' };
}

export function BackButton() {
  const target = backTarget(usePathname() ?? '/');
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
