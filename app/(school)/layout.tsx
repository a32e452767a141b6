// Layout of the school's signed-in pages (TNM): brand header, back button, footer.
import Box from '@mui/material/Box';
import { AppShell } from '@/components/providers/app-shell';
import { PublicHeader } from '@/components/layout/public-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { BackButton } from '@/components/layout/back-button';
import { BRANDS } from '@/lib/platform/brands/brands';
import { currentUser } from '@/lib/platform/auth/current-user';
import { homeFor } from '@/lib/platform/auth/roles';

export default async function SchoolLayout({ children }: { children: React.ReactNode }) {
  const brand = BRANDS.tnm;
  const user = await currentUser();
  return (
    <AppShell>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <PublicHeader brand={brand} links={[]} />
        <Box component="main" sx={{ flexGrow: 1, px: { xs: 2, md: 4 }, pt: 3, pb: 6 }}>
          <BackButton home={user ? homeFor(user.role) : undefined} flush />
          {children}
        </Box>
        <SiteFooter brand={brand} />
      </Box>
    </AppShell>
  );
}
