// The admin command center (spec §2.6): tiles, New Project, Personal Dashboard card, nine category
// cards with their tool dialogs, and the Project Overview with Recent Uploads.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/ui/page-header';
import { LinkButton, TextLink } from '@/components/ui/links';
import type { SessionUser } from '@/lib/platform/auth/session';
import { platformStats, recentProjects } from '@/lib/command/dashboard/stats';
import { builtRoutes } from '@/lib/command/built-routes';
import { withAvailability } from '@/lib/command/tools';
import { CategoryCards } from './category-cards';
import { PersonalCard } from './personal-card';
import { ViewToggle } from './view-toggle';
import { ProjectIntelligenceSlot } from './assistant-slot';
import { formatDate, formatMoney } from '@/lib/platform/format';
import { StatTile } from '@/components/ui/stat-tile';
import { FIGURE_HINT } from '@/lib/royalties/figure-hints';

export async function CommandCenter({ user }: { user: SessionUser }) {
  const [stats, recent] = await Promise.all([platformStats(), recentProjects(5)]);
  const routes = builtRoutes();
  const isSuperAdmin = user.role === 'super_admin';
  const categories = withAvailability(routes, { superAdmin: isSuperAdmin });
  const projectsBuilt = routes.has('/projects');

  return (
    <>
      <PageHeader
        title="Command Center"
        description={`Signed in as ${user.name}.`}
        actions={
          <>
            <ProjectIntelligenceSlot />
            <ViewToggle user={user} />
            {projectsBuilt ? (
              <LinkButton href="/projects" variant="contained">
                New Project
              </LinkButton>
            ) : (
              <Button variant="contained" disabled title="The projects page is planned">
                New Project
              </Button>
            )}
          </>
        }
      />
      <Grid container spacing={2} sx={{ mb: 3 }} component="section" aria-label="Platform figures">
        {/* The widest figure: the whole row on a phone */}
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <StatTile large label="Revenue" value={formatMoney(stats.totalRevenueCents)} hint={FIGURE_HINT.gross} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatTile
            large
            label="Live"
            value={String(stats.activeDistributions)}
            hint={`Projects in the shops; ${stats.scheduledDistributions} scheduled (release date ahead)`}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatTile large label="Projects" value={String(stats.totalProjects)} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatTile
            large
            label="Stores"
            value={String(stats.connectedStores)}
            hint="Stores releases are delivered to"
          />
        </Grid>
      </Grid>

      <Box sx={{ mb: 3 }}>
        <PersonalCard />
      </Box>

      <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        Tools
      </Typography>
      <Box sx={{ mb: 3 }}>
        <CategoryCards categories={categories} />
      </Box>

      <Card variant="outlined" component="section" aria-labelledby="overview-title">
        <CardContent>
          <Typography id="overview-title" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
            Project Overview
          </Typography>
          <Stack direction="row" spacing={4} sx={{ mb: 2 }}>
            <Box>
              <Typography variant="body2" color="text.secondary">
                Artists
              </Typography>
              <Typography variant="h5" component="p" data-testid="overview-artists">
                {stats.totalArtists}
              </Typography>
            </Box>
            <Box>
              <Typography variant="body2" color="text.secondary">
                Stores
              </Typography>
              <Typography variant="h5" component="p">
                {stats.connectedStores}
              </Typography>
            </Box>
          </Stack>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography component="h3" variant="h6">
              Recent Uploads
            </Typography>
            {projectsBuilt && <TextLink href="/projects">View All</TextLink>}
          </Stack>
          {recent.length === 0 ? (
            <Typography color="text.secondary">No projects yet.</Typography>
          ) : (
            <TableContainer>
              <Table size="small" aria-label="Recent Uploads">
                <TableHead>
                  <TableRow>
                    <TableCell>Title</TableCell>
                    <TableCell>Primary artist</TableCell>
                    <TableCell>Status</TableCell>
                    <TableCell>Release date</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {recent.map((r) => (
                    <TableRow key={r.id}>
                      <TableCell>
                        {routes.has('/project/[id]') ? (
                          <TextLink href={`/project/${r.id}`}>{r.title}</TextLink>
                        ) : (
                          r.title
                        )}
                      </TableCell>
                      <TableCell>{r.primaryArtist}</TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          variant="outlined"
                          label={r.statusLabel}
                          color={
                            r.live
                              ? 'success'
                              : r.scheduled
                                ? 'info'
                                : r.status === 'rejected' || r.status === 'delivery_failed'
                                  ? 'error'
                                  : 'default'
                          }
                        />
                      </TableCell>
                      <TableCell>{r.releaseDate ? formatDate(r.releaseDate) : '—'}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </CardContent>
      </Card>
    </>
  );
}
