// /store-earnings: the artist's earnings per store.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { EarningsView } from '@/components/royalties/earnings-view';

export const metadata: Metadata = { title: 'Store earnings' };

export default function StoreEarningsPage() {
  return (
    <>
      <PageHeader title="Store earnings" description="Your earnings per store, from imported statements." />
      <EarningsView focus="stores" />
    </>
  );
}
