// /view-as-artist?artist={id}: the super admin picks an artist and sees that artist's dashboard, read-only.
// Each view is recorded in the audit log.
import type { Metadata } from 'next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/ui/page-header';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { artistChoices, viewAsArtist } from '@/lib/accounts/view-as';
import { NotFound } from '@/lib/platform/errors';
import { recordId } from '@/lib/platform/http/params';
import { pageQuery } from '@/lib/platform/paging';
import { TextLink } from '@/components/ui/links';
import { formatMoney } from '@/lib/platform/format';
import { StatTile } from '@/components/ui/stat-tile';
import { FIGURE_HINT } from '@/lib/royalties/figure-hints';

export const metadata: Metadata = { title: 'View as Artist' };

export default async function ViewAsArtistPage({
  searchParams,
}: {
  searchParams: Promise<{ artist?: string; cursor?: string }>;
}) {
  const user = await requirePageAccess('superAdmin');
  const { artist: raw, cursor } = await searchParams;
  // The picker lists 200 artists at a time; `?cursor=` shows the next ones (a malformed one, the first).
  const parsed = pageQuery.safeParse({ cursor, limit: 200 });
  const choices = await artistChoices(user, parsed.success ? parsed.data : pageQuery.parse({ limit: 200 }));
  const id = recordId.safeParse(raw).success ? raw! : null;
  const view = id
    ? await viewAsArtist(user, id).catch((err) => {
        if (err instanceof NotFound) return null;
        throw err;
      })
    : null;
  return (
    <>
      <PageHeader title="View as Artist" description="Pick an artist to see their dashboard as they do, read-only." />
      <Stack
        component="form"
        method="get"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, alignItems: { sm: 'center' } }}
      >
        <label htmlFor="artist-picker">
          <Typography component="span">Artist</Typography>
        </label>
        <select
          id="artist-picker"
          name="artist"
          defaultValue={view?.artist.id ?? ''}
          style={{ padding: 8, maxWidth: '100%', font: 'inherit' }}
        >
          <option value="">Choose an artist</option>
          {choices.items.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} ({c.email})
            </option>
          ))}
        </select>
        <Button type="submit" variant="contained">
          View dashboard
        </Button>
        <Typography variant="body2" color="text.secondary">
          Showing {choices.items.length} of {choices.total} artists
          {choices.nextCursor && (
            <>
              {' · '}
              <TextLink href={`?cursor=${choices.nextCursor}`}>More artists</TextLink>
            </>
          )}
        </Typography>
      </Stack>
      {id && !view && <Alert severity="warning">No artist with this id.</Alert>}
      {view && (
        <Stack spacing={3}>
          <Alert severity="info">
            Read-only view of {view.artist.name}&apos;s dashboard ({view.artist.email}). This view is recorded in the
            audit log.
          </Alert>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <StatTile
                label="Total Earned"
                value={formatMoney(view.earnings.totalEarnedCents)}
                hint={FIGURE_HINT.net}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <StatTile
                label="This Month"
                value={formatMoney(view.earnings.thisMonthCents)}
                hint={FIGURE_HINT.thisMonth}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <StatTile label="Releases" value={String(view.releaseCount)} />
            </Grid>
          </Grid>
          <Card variant="outlined">
            <CardContent>
              <Typography component="h2" variant="h6">
                Recent releases
              </Typography>
              {view.releases.length === 0 ? (
                <Typography color="text.secondary">No releases yet.</Typography>
              ) : (
                <List dense>
                  {view.releases.map((r) => (
                    <ListItem key={r.id}>
                      <ListItemText primary={r.title} secondary={r.statusLabel} />
                    </ListItem>
                  ))}
                </List>
              )}
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent>
              <Typography component="h2" variant="h6">
                Quick wins
              </Typography>
              <List dense>
                {view.checklist.map((c) => (
                  <ListItem key={c.key}>
                    <ListItemText primary={c.title} secondary={c.done ? 'Done' : 'To do'} />
                  </ListItem>
                ))}
              </List>
            </CardContent>
          </Card>
        </Stack>
      )}
    </>
  );
}
