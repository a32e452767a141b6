// /admin-invitation/{token}: an invited admin sets their name and password.
import type { Metadata } from 'next';
import { AuthCard } from '@/components/accounts/auth-card';
import { InvitationClosed } from '@/components/accounts/invitation-closed';
import { AcceptInvitationForm } from '@/components/accounts/accept-invitation-form';
import { describeInvitation } from '@/lib/accounts/credentials';
import { AppError } from '@/lib/platform/errors';

export const metadata: Metadata = { title: 'Admin invitation' };

export default async function AdminInvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  let invitation: Awaited<ReturnType<typeof describeInvitation>>;
  try {
    invitation = await describeInvitation(token);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return <InvitationClosed title="Admin invitation" reason={err.message} loginHref="/login" />;
  }
  const roleLabel = invitation.role === 'super_admin' ? 'super admin' : 'admin';
  return (
    <AuthCard title="Join the admin team" subtitle={`${invitation.invitedBy} invited you as ${roleLabel}.`}>
      <AcceptInvitationForm token={token} email={invitation.email} initialName={invitation.name} />
    </AuthCard>
  );
}
