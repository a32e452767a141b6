// /personal-admin-dashboard: the admin's own recorded activity, level and open review work.
import type { Metadata } from 'next';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/ui/page-header';
import { TextLink } from '@/components/ui/links';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { adminActivity } from '@/lib/command/admin-reports';
import { adminLevel } from '@/lib/command/admin-level';
import { builtRoutes } from '@/lib/command/built-routes';
import { formatDateTime } from '@/lib/platform/format';

export const metadata: Metadata = { title: 'My activity' };

export default async function PersonalAdminDashboardPage() {
  const user = await requirePageAccess('admin');
  const a = await adminActivity(user.id);
  const level = adminLevel(a.total);
  const submissions = builtRoutes().has('/admin-submissions');
  return (
    <>
      <PageHeader
        title="My Activity"
        description={`Level ${level.level} · ${level.name}${level.nextAt !== null ? `: ${level.nextAt - a.total} more actions to the next level` : ''}.`}
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography component="h2" variant="h6">
                Tasks
              </Typography>
              <Typography sx={{ mt: 1 }}>
                {a.awaitingReview} {a.awaitingReview === 1 ? 'release waits' : 'releases wait'} for review.
              </Typography>
              {submissions && <TextLink href="/admin-submissions">Open submissions</TextLink>}
            </CardContent>
          </Card>
          <Card variant="outlined" sx={{ mt: 2 }}>
            <CardContent>
              <Typography component="h2" variant="h6">
                What you do most
              </Typography>
              {a.byAction.length === 0 && <Typography color="text.secondary">No recorded actions yet.</Typography>}
              <List dense>
                {a.byAction.map((x) => (
                  <ListItem key={x.action} secondaryAction={x.count}>
                    <ListItemText primary={x.action} />
                  </ListItem>
                ))}
              </List>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography component="h2" variant="h6">
                Recent actions ({a.total} in all)
              </Typography>
              {a.recent.length === 0 && (
                <Typography color="text.secondary">Approvals, reviews and edits you make are recorded here.</Typography>
              )}
              <List dense>
                {a.recent.map((r) => (
                  <ListItem key={r.id}>
                    <ListItemText
                      primary={`${r.action} · ${r.entityType}${r.entityId ? ` ${r.entityId.slice(0, 10)}` : ''}`}
                      secondary={formatDateTime(r.createdAt)}
                    />
                  </ListItem>
                ))}
              </List>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </>
  );
}
