// What an invitation link shows when it cannot be used (expired, used or unknown): the reason and a way to sign in.
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { LinkButton } from '@/components/ui/links';
import { AuthCard } from './auth-card';

export function InvitationClosed({ title, reason, loginHref }: { title: string; reason: string; loginHref: string }) {
  return (
    <AuthCard title={title}>
      <Stack spacing={2}>
        <Alert severity="warning">{reason}</Alert>
        <LinkButton href={loginHref} variant="outlined">
          Go to sign in
        </LinkButton>
      </Stack>
    </AuthCard>
  );
}
