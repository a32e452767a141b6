// /system-overview: the distribution system at a glance: catalog, queue, stores and checks.
import type { Metadata } from 'next';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { catalogCounts, pipelineCounts } from '@/lib/distribution/stats';
import { readinessChecks } from '@/lib/distribution/readiness';
import { PageHeader } from '@/components/ui/page-header';
import { ChecksList } from '@/components/distribution/checks-list';

export const metadata: Metadata = { title: 'System overview' };
export const dynamic = 'force-dynamic';

export default async function SystemOverviewPage() {
  await requirePageAccess('admin');
  const [p, checks, { tracks, artists }] = await Promise.all([pipelineCounts(), readinessChecks(), catalogCounts()]);
  const releases = p.releases.reduce((s, r) => s + r.count, 0) + p.scheduled;
  const tiles: [string, number][] = [
    ['Releases', releases],
    ['Live', p.releases.find((r) => r.status === 'distributed')?.count ?? 0],
    ['Scheduled', p.scheduled],
    ['Tracks', tracks],
    ['Artists', artists],
    ['Stores enabled', p.stores.enabled],
    ['Deliveries acknowledged', p.deliveries.find((d) => d.status === 'acknowledged')?.count ?? 0],
  ];
  return (
    <>
      <PageHeader title="System overview" description="The distribution system at a glance, from the live database." />
      <Grid container spacing={2} sx={{ mb: 3 }}>
        {tiles.map(([label, n]) => (
          <Grid key={label} size={{ xs: 6, md: 2 }}>
            <Paper variant="outlined" sx={{ p: 2, textAlign: 'center' }}>
              <Typography variant="h5" component="p" sx={{ fontWeight: 800 }}>
                {n}
              </Typography>
              <Typography variant="body2">{label}</Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>
      <ChecksList checks={checks} />
    </>
  );
}
