// Layout of the sign-in, reset and invitation pages: brand header, the form, the footer.
import Box from '@mui/material/Box';
import { AppShell } from '@/components/providers/app-shell';
import { PublicHeader } from '@/components/layout/public-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { currentBrand } from '@/lib/platform/brands/server';

export default async function AuthLayout({ children }: { children: React.ReactNode }) {
  const brand = await currentBrand();
  return (
    <AppShell>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <PublicHeader brand={brand} links={[{ href: '/services', label: 'Services' }]} />
        <Box component="main" sx={{ flexGrow: 1, display: 'flex' }}>
          {children}
        </Box>
        <SiteFooter brand={brand} />
      </Box>
    </AppShell>
  );
}
