// /emergency-dashboard: links to the learning-system admin, application processing and the full
// dashboard, with live status lines. Admins only (checked on the server).
import type { Metadata } from 'next';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmergencyGate } from '@/components/school/emergency-gate';
import { LinkButton } from '@/components/ui/links';
import { schoolWorkload } from '@/lib/school/workload';
import { env } from '@/lib/platform/env';

export const metadata: Metadata = { title: 'Emergency dashboard' };
export const dynamic = 'force-dynamic';

async function statusLines() {
  const started = Date.now();
  const w = await schoolWorkload();
  const [pending, drafts, published, openSlots, outbox] = [
    w.pendingApplications,
    w.draftLessons,
    w.publishedLessons,
    w.openSlots,
    w.outboxWaiting,
  ];
  return [
    `Database: connected (${Date.now() - started} ms)`,
    `Applications waiting for a decision: ${pending}`,
    `Lessons: ${published} published, ${drafts} drafts`,
    `Open welcome-call slots: ${openSlots}`,
    `Email: ${env().SMTP_URL ? `SMTP configured, ${outbox} queued or failed` : 'no SMTP configured, emails kept in the outbox'}`,
  ];
}

async function SystemStatus() {
  const lines = await statusLines();
  return (
    <List aria-label="System status">
      {lines.map((l) => (
        <ListItem key={l} disableGutters>
          <ListItemText primary={l} />
        </ListItem>
      ))}
    </List>
  );
}

export default function EmergencyDashboardPage() {
  return (
    <EmergencyGate path="/emergency-dashboard">
      {() => (
        <Stack spacing={3}>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
            Emergency dashboard
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <LinkButton href="/emergency-lesson-builder" variant="contained">
              Learning system admin
            </LinkButton>
            <LinkButton href="/emergency-applications" variant="contained">
              Application processing
            </LinkButton>
            <LinkButton href="/dashboard" variant="outlined">
              Full dashboard
            </LinkButton>
          </Stack>
          <SystemStatus />
        </Stack>
      )}
    </EmergencyGate>
  );
}
