// /mms/claim-collaboration/{token}: a contributor claims their split share into their account.
import type { Metadata } from 'next';
import { ClaimCollaboration } from '@/components/royalties/claim-collaboration';

export const metadata: Metadata = { title: 'Claim your share' };

export default async function ClaimCollaborationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return <ClaimCollaboration token={token} />;
}
