// Top bar of the tools layout, in the brand's colour like the landing's and the artist area's header: brand,
// command-center link for staff, the user's menu.
import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import Chip from '@mui/material/Chip';
import type { Brand } from '@/lib/platform/brands/brands';
import type { SessionUser } from '@/lib/platform/auth/session';
import { homeFor, isAdminRole } from '@/lib/platform/auth/roles';
import { UserMenu } from './user-menu';
import { NotificationBell } from '@/components/comms/notification-bell';
import { LinkButton, LinkTypography } from '@/components/ui/links';

export function AdminTopBar({ brand, user }: { brand: Brand; user: SessionUser }) {
  const staff = isAdminRole(user.role);
  return (
    <AppBar position="sticky" elevation={0} sx={{ bgcolor: brand.themeColor, color: '#fff' }}>
      <Toolbar sx={{ gap: { xs: 1, sm: 2 }, px: { xs: 1.5, sm: 3 } }}>
        <LinkTypography
          href={homeFor(user.role)}
          variant="h6"
          noWrap
          title={brand.logoText}
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 800, minWidth: 0, flexShrink: 1 }}
        >
          {brand.logoText}
        </LinkTypography>
        <Chip
          size="small"
          label={staff ? 'Command Center' : 'Artist Tools'}
          variant="outlined"
          sx={{ display: { xs: 'none', sm: 'inline-flex' }, color: 'inherit', borderColor: 'rgba(255, 255, 255, 0.7)' }}
        />
        <nav aria-label="Workspace" style={{ flexGrow: 1, minWidth: 0 }}>
          {staff && (
            <LinkButton href="/dashboard" color="inherit">
              Dashboard
            </LinkButton>
          )}
        </nav>
        <NotificationBell />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
