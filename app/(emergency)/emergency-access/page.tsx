// /emergency-access: the way into the emergency pages (sign in, then the emergency dashboard).
import type { Metadata } from 'next';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { currentUser } from '@/lib/platform/auth/current-user';
import { isAdminRole } from '@/lib/platform/auth/roles';
import { LinkButton } from '@/components/ui/links';

export const metadata: Metadata = { title: 'Emergency access' };

export default async function EmergencyAccessPage() {
  const user = await currentUser();
  const admin = !!user && isAdminRole(user.role);
  return (
    <Container maxWidth="sm" sx={{ py: 10 }}>
      <Stack spacing={3}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
          Emergency access
        </Typography>
        <Typography color="text.secondary">
          Plain pages for processing applications and building lessons when the full dashboard is unavailable. Admins
          only.
        </Typography>
        {admin ? (
          <Stack spacing={2}>
            <Alert severity="success">Signed in as {user.name}.</Alert>
            <LinkButton href="/emergency-dashboard" variant="contained">
              Open the emergency dashboard
            </LinkButton>
            <LinkButton href="/emergency-applications">Application processing</LinkButton>
            <LinkButton href="/emergency-lesson-builder">Lesson builder</LinkButton>
          </Stack>
        ) : (
          <Stack spacing={2}>
            {user && (
              <Alert severity="warning">
                Admin access required: you are signed in as {user.name}, who is not an admin.
              </Alert>
            )}
            <LinkButton href="/login?callbackUrl=%2Femergency-dashboard" variant="contained">
              Log in as an admin
            </LinkButton>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
