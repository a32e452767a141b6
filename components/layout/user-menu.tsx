'use client';
// Signed-in user's name with a sign-out action, or a sign-in link.
import Link from 'next/link';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuth } from '../providers/auth-provider';

export function UserMenu({ loginHref = '/login', homeHref }: { loginHref?: string; homeHref?: string }) {
  const { user, logout, isLoading } = useAuth();
  // Until the stored user is read (the server render and hydration), the sign-in button's place is kept
  // empty rather than left out, so the top bar does not grow or wrap when it appears (layout shift).
  if (isLoading || !user) {
    return (
      <Button
        component={Link}
        href={loginHref}
        color="inherit"
        variant="outlined"
        aria-hidden={isLoading || undefined}
        tabIndex={isLoading ? -1 : undefined}
        sx={isLoading ? { visibility: 'hidden' } : undefined}
      >
        Sign in
      </Button>
    );
  }
  return (
    <Stack direction="row" spacing={{ xs: 1, sm: 1.5 }} sx={{ alignItems: 'center', flexShrink: 0 }}>
      {homeHref && (
        <Button component={Link} href={homeHref} color="inherit" sx={{ whiteSpace: 'nowrap' }}>
          My dashboard
        </Button>
      )}
      <Typography
        component={Link}
        href="/account/password"
        title="Your account: change your password"
        variant="body2"
        sx={{ display: { xs: 'none', sm: 'block' }, color: 'inherit' }}
      >
        {user.name}
      </Typography>
      <Button color="inherit" variant="outlined" onClick={() => void logout()} sx={{ whiteSpace: 'nowrap' }}>
        Sign out
      </Button>
    </Stack>
  );
}
