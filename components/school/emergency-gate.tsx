// The emergency pages' guard (spec §6): admins only, checked on the server; others see
// 'Access Denied' / 'Admin access required' with a login link instead of a redirect.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { currentUser } from '@/lib/platform/auth/current-user';
import { isAdminRole } from '@/lib/platform/auth/roles';
import type { SessionUser } from '@/lib/platform/auth/session';
import { LinkButton } from '@/components/ui/links';

export async function EmergencyGate({
  path,
  children,
}: {
  path: string;
  children: (user: SessionUser) => React.ReactNode;
}) {
  const user = await currentUser();
  if (!user || !isAdminRole(user.role)) {
    return (
      <Container maxWidth="sm" sx={{ py: 10 }}>
        <Alert severity="error">
          <AlertTitle>Access Denied</AlertTitle>
          Admin access required
        </Alert>
        <Box sx={{ mt: 3 }}>
          <LinkButton href={`/login?callbackUrl=${encodeURIComponent(path)}`} variant="contained">
            {user ? 'Sign in as an admin' : 'Log in'}
          </LinkButton>
        </Box>
      </Container>
    );
  }
  return (
    <Container maxWidth="xl" sx={{ py: 4 }}>
      {children(user)}
    </Container>
  );
}
