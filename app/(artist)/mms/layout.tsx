// The light artist area (/mms/*): artists, members and staff; others sign in at /mms/login.
import Box from '@mui/material/Box';
import { AppShell } from '@/components/providers/app-shell';
import { ArtistHeader } from '@/components/layout/artist-header';
import { BackButton } from '@/components/layout/back-button';
import { SiteFooter } from '@/components/layout/site-footer';
import { BRANDS } from '@/lib/brands/brands';
import { requirePageAccess } from '@/lib/auth/current-user';

export default async function ArtistAreaLayout({ children }: { children: React.ReactNode }) {
  await requirePageAccess('artist', '/mms/login');
  return (
    <AppShell>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <ArtistHeader />
        <BackButton />
        <Box component="main" sx={{ flexGrow: 1, px: { xs: 2, md: 4 }, pb: 6 }}>
          {children}
        </Box>
        <SiteFooter brand={BRANDS.mastermusicsafe} />
      </Box>
    </AppShell>
  );
}
