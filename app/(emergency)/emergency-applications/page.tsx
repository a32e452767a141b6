// /emergency-applications: the applications list with filters and Accept / Review / Reject, filtered to
// the current admin's assignments when any exist. Admins only (checked on the server).
import type { Metadata } from 'next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmergencyGate } from '@/components/school/emergency-gate';
import { ApplicationsBoard } from '@/components/school/applications-board';
import { TextLink } from '@/components/ui/links';

export const metadata: Metadata = { title: 'Emergency applications' };

export default function EmergencyApplicationsPage() {
  return (
    <EmergencyGate path="/emergency-applications">
      {() => (
        <Stack spacing={3}>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
            Emergency applications
          </Typography>
          <TextLink href="/emergency-dashboard">Back to the emergency dashboard</TextLink>
          <ApplicationsBoard assignedToMe />
        </Stack>
      )}
    </EmergencyGate>
  );
}
