// /admin-submissions: releases waiting for review, with quality control and approve / reject.
import type { Metadata } from 'next';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { PageHeader } from '@/components/ui/page-header';
import { ReviewQueue } from '@/components/distribution/review-queue';
import { pageNumber } from '@/components/ui/page-number-links';

export const metadata: Metadata = { title: 'Submissions' };
export const dynamic = 'force-dynamic';

export default async function AdminSubmissionsPage({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  await requirePageAccess('admin');
  // `?page=` pages the queue (20 releases a page, oldest submission first); a malformed one shows the first page.
  const page = pageNumber.parse((await searchParams).page);
  return (
    <>
      <PageHeader
        title="Release submissions"
        description="Approving assigns ISRC and UPC codes and starts a delivery to every chosen store. Rejecting sends the reason to the artist."
      />
      <ReviewQueue page={page} href={(n) => `/admin-submissions?page=${n}`} />
    </>
  );
}
