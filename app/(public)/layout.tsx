// Layout of the public pages: brand header, back button, content, footer.
import Box from '@mui/material/Box';
import { AppShell } from '@/components/providers/app-shell';
import { PublicHeader } from '@/components/layout/public-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { BackButton } from '@/components/layout/back-button';
import { currentBrand } from '@/lib/platform/brands/server';
import { currentUser } from '@/lib/platform/auth/current-user';
import { homeFor } from '@/lib/platform/auth/roles';
import { publicNavLinks } from '@/lib/platform/brands/navigation';

export default async function PublicLayout({ children }: { children: React.ReactNode }) {
  const [brand, user] = await Promise.all([currentBrand(), currentUser()]);
  return (
    <AppShell>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <PublicHeader
          brand={brand}
          links={publicNavLinks(brand.key)}
          homeHref={user ? homeFor(user.role) : undefined}
        />
        <Box component="main" sx={{ flexGrow: 1 }}>
          <BackButton />
          {children}
        </Box>
        <SiteFooter brand={brand} />
      </Box>
    </AppShell>
  );
}
