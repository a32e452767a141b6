// /artist-management: the record label's roster (spec §2.7).
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { TextLink } from '@/components/ui/links';
import { RosterManager } from '@/components/command/roster-manager';

export const metadata: Metadata = { title: 'Label roster' };

export default function ArtistManagementPage() {
  return (
    <>
      <PageHeader
        title="Label Roster"
        description={
          <>
            The order here is the order of the public <TextLink href="/featured-artists">featured artists</TextLink>{' '}
            page.
          </>
        }
      />
      <RosterManager />
    </>
  );
}
