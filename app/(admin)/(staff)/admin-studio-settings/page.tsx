// /admin-studio-settings: rooms and engineers.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { StudioSettingsAdmin } from '@/components/services/studio-settings';

export const metadata: Metadata = { title: 'Studio Settings' };

export default function Page() {
  return (
    <>
      <PageHeader
        title="Studio Settings"
        description="Rooms, opening hours, rates, deposits, buffers between sessions, the cancellation window, and engineers."
      />
      <StudioSettingsAdmin />
    </>
  );
}
