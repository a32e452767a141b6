// /tnm-service-hub: the artist's orders, with messages, files, payment and acceptance.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { Suspense } from 'react';
import { LoadingModule } from '@/components/ui/loading-module';
import { OrderHub } from '@/components/services/order-hub';

export const metadata: Metadata = { title: 'Service Hub' };

export default function Page() {
  return (
    <>
      <PageHeader
        title="Service Hub"
        description="Your orders: where each one stands, payments, messages with our team and the files delivered."
      />
      <Suspense fallback={<LoadingModule />}>
        <OrderHub />
      </Suspense>
    </>
  );
}
