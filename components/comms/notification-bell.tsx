'use client';
// The bell in the layouts: unread count of the in-app inbox, a link to /messages.
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsIcon from '@mui/icons-material/Notifications';
import Link from 'next/link';
import { useApi } from '@/lib/api-client';

export function NotificationBell() {
  const { data } = useApi(
    '/api/communications/notifications/unread',
    {},
    { refetchInterval: 60_000, staleTime: 15_000 },
  );
  const n = data?.unread ?? 0;
  return (
    <IconButton
      component={Link}
      href="/messages"
      color="inherit"
      // The name starts with the badge's visible text (WCAG 2.5.3 label in name).
      aria-label={n ? `${n > 99 ? '99+' : n} unread messages` : 'Messages'}
      data-testid="notification-bell"
    >
      {/* No badge at zero: a hidden "0" still counts as visible text for the accessible-name check. */}
      {n ? (
        <Badge badgeContent={n} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
      ) : (
        <NotificationsIcon />
      )}
    </IconButton>
  );
}
