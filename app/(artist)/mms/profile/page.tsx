// /mms/profile: the artist's own profile and photo. The artist area's layout is static markup; this page's
// form is built with MUI and the app's queries, so it brings the client providers itself.
import type { Metadata } from 'next';
import { AppShell } from '@/components/providers/app-shell';
import { PageHeader } from '@/components/ui/page-header';
import { ProfileForm } from '@/components/command/profile-form';

export const metadata: Metadata = { title: 'Your profile' };

export default function MmsProfilePage() {
  return (
    <AppShell>
      <PageHeader title="Your profile" description="How you appear across the platform." />
      <ProfileForm />
    </AppShell>
  );
}
