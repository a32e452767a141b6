// /profile: the same profile editor inside the dark tool layout.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { ProfileForm } from '@/components/command/profile-form';

export const metadata: Metadata = { title: 'Your profile' };

export default function ProfilePage() {
  return (
    <>
      <PageHeader
        title="Your profile"
        description="How you appear across the platform, including the command center's personal card."
      />
      <ProfileForm />
    </>
  );
}
