// /contributor-earnings: how the earnings of the artist's releases were shared among contributors.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { ContributorEarnings } from '@/components/royalties/contributor-earnings';

export const metadata: Metadata = { title: 'Contributor earnings' };

export default function ContributorEarningsPage() {
  return (
    <>
      <PageHeader
        title="Contributor earnings"
        description="What each collaborator on your releases earned under your split sheets, and whether they have claimed it."
      />
      <ContributorEarnings />
    </>
  );
}
