'use client';
// Sticky back button (spec §2.10), to where ./back-target.ts says; hidden where it says none. Rendered inside
// the layout's <main> (axe `region`: no content outside landmarks); `flush` where the main column already has
// its padding (the tools and school layouts).
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { backTarget } from './back-target';

export function BackButton({ home, flush = false }: { home?: string; flush?: boolean }) {
  const target = backTarget(usePathname() ?? '/', home);
  if (!target) return null;
  return (
    <Button
      component={Link}
      href={target.href}
      startIcon={<ArrowBackIcon />}
      size="small"
      variant="outlined"
      sx={{
        position: 'sticky',
        top: 72,
        zIndex: 10,
        display: 'flex',
        width: 'fit-content',
        ...(flush ? { mb: 2 } : { m: 2 }),
        bgcolor: 'background.paper',
      }}
    >
      {target.label}
    </Button>
  );
}
