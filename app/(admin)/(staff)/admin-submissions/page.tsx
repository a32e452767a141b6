// /admin-submissions: releases waiting for review, with quality control and approve / reject.
import type { Metadata } from 'next';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { PageHeader } from '@/components/ui/page-header';
import { ReviewQueue } from '@/components/distribution/review-queue';

export const metadata: Metadata = { title: 'Submissions' };
export const dynamic = 'force-dynamic';

export default async function AdminSubmissionsPage() {
  await requirePageAccess('admin');
  return (
    <>
      <PageHeader
        title="Release submissions"
        description="Approving assigns ISRC and UPC codes and starts a delivery to every chosen store. Rejecting sends the reason to the artist."
      />
      <ReviewQueue />
    </>
  );
}
