// /mms/profile: the artist's own profile and photo.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { ProfileForm } from '@/components/command/profile-form';

export const metadata: Metadata = { title: 'Your profile' };

export default function MmsProfilePage() {
  return (
    <>
      <PageHeader title="Your profile" description="How you appear across the platform." />
      <ProfileForm />
    </>
  );
}
