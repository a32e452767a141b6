// The dark layout of the command center and every tool page. Sub-groups add the role each needs.
import Box from '@mui/material/Box';
import { AppShell } from '@/components/providers/app-shell';
import { DarkTheme } from '@/components/layout/dark-theme';
import { AdminTopBar } from '@/components/layout/admin-top-bar';
import { BackButton } from '@/components/layout/back-button';
import { currentBrand } from '@/lib/platform/brands/server';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { homeFor } from '@/lib/platform/auth/roles';

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const [brand, user] = await Promise.all([currentBrand(), requirePageAccess('signedIn')]);
  return (
    <AppShell>
      <DarkTheme brand={brand.key}>
        <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
          <AdminTopBar brand={brand} user={user} />
          <BackButton home={homeFor(user.role)} />
          <Box component="main" sx={{ flexGrow: 1, px: { xs: 2, md: 4 }, pb: 6 }}>
            {children}
          </Box>
        </Box>
      </DarkTheme>
    </AppShell>
  );
}
