// /messages: every signed-in user's inbox (the bell's page) and how they want to be told about things.
import type { Metadata } from 'next';
import Grid from '@mui/material/Grid';
import { PageHeader } from '@/components/ui/page-header';
import { InboxView, PreferencesForm } from '@/components/comms/inbox';
import { requirePageAccess } from '@/lib/platform/auth/current-user';

export const metadata: Metadata = { title: 'Messages' };

export default async function MessagesPage() {
  await requirePageAccess('signedIn');
  return (
    <>
      <PageHeader
        title="Messages"
        description="News about your releases, earnings, tickets and messages from our team."
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <InboxView />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <PreferencesForm />
        </Grid>
      </Grid>
    </>
  );
}
