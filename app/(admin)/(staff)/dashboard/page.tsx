// /dashboard: the admin command center.
import type { Metadata } from 'next';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/ui/page-header';
import { countAccountsByRole } from '@/lib/accounts/service';
import { requirePageAccess } from '@/lib/auth/current-user';
import { LinkButton } from '@/components/ui/links';

export const metadata: Metadata = { title: 'Command Center' };

const LABELS = { artist: 'Artists', student: 'Students', member: 'Members', admin: 'Admins', super_admin: 'Super admins' } as const;

export default async function DashboardPage() {
  const user = await requirePageAccess('admin');
  const counts = await countAccountsByRole();
  return (
    <>
      <PageHeader title="Command Center" description={`Signed in as ${user.name}.`} actions={<LinkButton href="/admin/outbox" variant="outlined">Email outbox</LinkButton>} />
      <Grid container spacing={2}>
        {Object.entries(LABELS).map(([role, label]) => (
          <Grid key={role} size={{ xs: 6, md: 2.4 }}>
            <Card variant="outlined">
              <CardContent>
                <Typography color="text.secondary">{label}</Typography>
                <Typography variant="h4" component="p" sx={{ fontWeight: 800 }}>
                  {counts[role as keyof typeof LABELS]}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
