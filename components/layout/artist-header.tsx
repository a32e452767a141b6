// Header of the light artist area (Master Music Safe).
import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import Box from '@mui/material/Box';
import { BRANDS } from '@/lib/brands/brands';
import { UserMenu } from './user-menu';
import { NotificationBell } from '@/components/comms/notification-bell';
import { LinkTypography } from '@/components/ui/links';

export function ArtistHeader() {
  const brand = BRANDS.mastermusicsafe;
  return (
    <AppBar position="sticky" elevation={0} sx={{ bgcolor: brand.themeColor }}>
      <Toolbar sx={{ gap: 2 }}>
        <LinkTypography
          href="/mms/dashboard"
          variant="h6"
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 800 }}
        >
          {brand.logoText}
        </LinkTypography>
        <Box sx={{ flexGrow: 1 }} />
        <NotificationBell />
        <UserMenu loginHref="/mms/login" />
      </Toolbar>
    </AppBar>
  );
}
