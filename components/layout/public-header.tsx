// Header of the public pages: the brand's logo text, its main links and sign-in.
import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import Stack from '@mui/material/Stack';
import type { Brand } from '@/lib/platform/brands/brands';
import { UserMenu } from './user-menu';
import { LinkButton, LinkTypography } from '@/components/ui/links';

export interface NavLink {
  href: string;
  label: string;
}

export function PublicHeader({ brand, links, homeHref }: { brand: Brand; links: NavLink[]; homeHref?: string }) {
  return (
    <AppBar position="sticky" elevation={0} sx={{ bgcolor: brand.themeColor }}>
      <Toolbar sx={{ gap: 2, flexWrap: 'wrap' }}>
        <LinkTypography href="/" variant="h6" sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 800, mr: 2 }}>
          {brand.logoText}
        </LinkTypography>
        <Stack component="nav" aria-label="Main" direction="row" spacing={0.5} sx={{ flexGrow: 1, flexWrap: 'wrap' }}>
          {links.map((l) => (
            <LinkButton key={l.href} href={l.href} color="inherit">
              {l.label}
            </LinkButton>
          ))}
        </Stack>
        <UserMenu loginHref={brand.key === 'mastermusicsafe' ? '/mms/login' : '/login'} homeHref={homeHref} />
      </Toolbar>
    </AppBar>
  );
}
