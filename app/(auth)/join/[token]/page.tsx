// /join/{token}: an invited artist (from the waiting list or an admin's invitation) sets their password.
import type { Metadata } from 'next';
import { AuthCard } from '@/components/accounts/auth-card';
import { InvitationClosed } from '@/components/accounts/invitation-closed';
import { JoinForm } from '@/components/accounts/join-form';
import { describeArtistInvitation } from '@/lib/accounts/join';
import { AppError } from '@/lib/platform/errors';

export const metadata: Metadata = { title: 'Set up your artist account', referrer: 'no-referrer' };

export default async function JoinPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  let invitation: Awaited<ReturnType<typeof describeArtistInvitation>>;
  try {
    invitation = await describeArtistInvitation(token);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return <InvitationClosed title="Artist invitation" reason={err.message} loginHref="/mms/login" />;
  }
  return (
    <AuthCard
      title="Set up your artist account"
      subtitle={`Welcome to ${invitation.brandName}. Choose your password to start releasing music.`}
    >
      <JoinForm token={token} email={invitation.email} initialName={invitation.name} />
    </AuthCard>
  );
}
