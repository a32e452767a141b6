// /access-denied: where the server sends a signed-in user who lacks the role for a page.
import type { Metadata } from 'next';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { currentUser } from '@/lib/platform/auth/current-user';
import { homeFor } from '@/lib/platform/auth/roles';
import { LinkButton } from '@/components/ui/links';

export const metadata: Metadata = { title: 'Access denied' };

export default async function AccessDeniedPage({ searchParams }: { searchParams: Promise<{ from?: string }> }) {
  const [user, { from }] = await Promise.all([currentUser(), searchParams]);
  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        Access Denied
      </Typography>
      <Alert severity="warning" sx={{ mb: 3 }}>
        {from ? `Your account cannot open ${from}.` : 'Your account cannot open that page.'} Ask an administrator if you
        need access.
      </Alert>
      <LinkButton href={user ? homeFor(user.role) : '/login'} variant="contained">
        {user ? 'Go to my dashboard' : 'Sign in'}
      </LinkButton>
    </Container>
  );
}
