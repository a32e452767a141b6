// /copyright-certificates: protect recordings from the artist's releases and songs with signed certificates.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { CertificatesPanel } from '@/components/rights/certificates-panel';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { protectableTracks } from '@/lib/rights/certificates';
import { pageQuery } from '@/lib/platform/paging';

export const metadata: Metadata = { title: 'Copyright certificates' };

export default async function CopyrightCertificatesPage({
  searchParams,
}: {
  searchParams: Promise<{ cursor?: string }>;
}) {
  const user = await requirePageAccess('artist');
  // `?cursor=` pages the recordings; a malformed one shows the first page.
  const parsed = pageQuery.safeParse(await searchParams);
  const tracks = await protectableTracks(user, parsed.success ? parsed.data : pageQuery.parse({}));
  return (
    <>
      <PageHeader
        title="Copyright certificates"
        description="A certificate records the fingerprint (SHA-256) of your file and its details at a point in time, signed by the platform and chained to every earlier certificate, so anyone can check it later."
      />
      <CertificatesPanel tracks={tracks} />
    </>
  );
}
