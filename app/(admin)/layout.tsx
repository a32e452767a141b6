// The layout of the command center and every tool page, in the brand's theme (the one of its landing and of
// the artist area): top bar, then the page with the back button. Sub-groups add the role each needs.
import Box from '@mui/material/Box';
import { AppShell } from '@/components/providers/app-shell';
import { AdminTopBar } from '@/components/layout/admin-top-bar';
import { BackButton } from '@/components/layout/back-button';
import { currentBrand } from '@/lib/platform/brands/server';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { homeFor } from '@/lib/platform/auth/roles';

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const [brand, user] = await Promise.all([currentBrand(), requirePageAccess('signedIn')]);
  return (
    <AppShell>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
        <AdminTopBar brand={brand} user={user} />
        {/* Everything below the bar is the main landmark (axe `region`); the padding keeps a page's
            heading off the bar when there is no back button. */}
        <Box component="main" sx={{ flexGrow: 1, px: { xs: 2, md: 4 }, pt: 3, pb: 6 }}>
          <BackButton home={homeFor(user.role)} flush />
          {children}
        </Box>
      </Box>
    </AppShell>
  );
}
