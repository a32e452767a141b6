// /admin-invitation/{token}: an invited admin sets their name and password.
import type { Metadata } from 'next';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { AuthCard } from '@/components/auth/auth-card';
import { AcceptInvitationForm } from '@/components/auth/accept-invitation-form';
import { describeInvitation } from '@/lib/auth/service';
import { AppError } from '@/lib/errors';
import { LinkButton } from '@/components/ui/links';

export const metadata: Metadata = { title: 'Admin invitation' };

export default async function AdminInvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  let invitation: Awaited<ReturnType<typeof describeInvitation>>;
  try {
    invitation = await describeInvitation(token);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return (
      <AuthCard title="Admin invitation">
        <Stack spacing={2}>
          <Alert severity="warning">{err.message}</Alert>
          <LinkButton href="/login" variant="outlined">
            Go to sign in
          </LinkButton>
        </Stack>
      </AuthCard>
    );
  }
  const roleLabel = invitation.role === 'super_admin' ? 'super admin' : 'admin';
  return (
    <AuthCard title="Join the admin team" subtitle={`${invitation.invitedBy} invited you as ${roleLabel}.`}>
      <AcceptInvitationForm token={token} email={invitation.email} initialName={invitation.name} />
    </AuthCard>
  );
}
