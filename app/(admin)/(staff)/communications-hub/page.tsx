// /communications-hub (also /admin/communications-hub): tickets, messages, announcements, outbox, meetings.
import type { Metadata } from 'next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/ui/page-header';
import { CommunicationsHub } from '@/components/comms/hub';
import { MeetingScheduler } from '@/components/school/meeting-scheduler';

export const metadata: Metadata = { title: 'Communications hub' };

export default function CommunicationsHubPage() {
  return (
    <>
      <PageHeader
        title="Communications hub"
        description="Open tickets and their deadlines, your unread messages, what is scheduled to go out, and how email delivery is doing."
      />
      <CommunicationsHub />
      <Box component="section" aria-label="Meeting scheduler" sx={{ mt: 4 }}>
        <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
          Meeting scheduler
        </Typography>
        <MeetingScheduler />
      </Box>
    </>
  );
}
