// The artist dashboard (spec §2.9), shared by /mms/dashboard, /artist-dashboard and /admin on the
// Master Music Safe brand.
import { cookies } from 'next/headers';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { PageHeader } from '@/components/ui/page-header';
import { LinkButton } from '@/components/ui/links';
import type { SessionUser } from '@/lib/auth/session';
import { isAdminRole } from '@/lib/auth/roles';
import { builtRoutes } from '@/lib/command/built-routes';
import { statusLabel } from '@/lib/releases/status';
import { artistChecklist, artistReleaseCount, artistReleases, earningsSummary } from '@/lib/dashboard/artist-summary';
import { BusinessPanel } from './business-panel';
import { ArtistCategoryCards } from './artist-category-cards';
import { ViewToggle } from './view-toggle';
import { formatCount, formatDate, formatMoney } from '@/lib/format';
import { FIGURE_HINT, StatTile } from '@/components/ui/stat-tile';
import { enabledStoreCount } from '@/lib/distribution/stats';
import { listCategories, listServices } from '@/lib/command/dashboard-catalog-service';
import { asJson } from '@/lib/json-types';
import { BUSINESS_PANEL_SEEN_COOKIE } from '@/lib/dashboard/business-panel';

function MaybeLink({
  href,
  children,
  built,
  variant = 'outlined',
}: {
  href: string;
  children: React.ReactNode;
  built: boolean;
  variant?: 'outlined' | 'contained' | 'text';
}) {
  return built ? (
    <LinkButton href={href} variant={variant}>
      {children}
    </LinkButton>
  ) : (
    <Button variant={variant} disabled title="Planned">
      {children}
    </Button>
  );
}

/** Notices a redirect may ask for by code (never free text from the URL). */
const NOTICES: Record<string, string> = {
  'crp-moved': 'My CRP Music has moved here: your artist dashboard has everything it had.',
};

export async function ArtistDashboard({ user, notice }: { user: SessionUser; notice?: string }) {
  const routes = builtRoutes();
  const [earnings, releases, checklist, releaseCount, stores, categories, services] = await Promise.all([
    earningsSummary(user.id),
    artistReleases(user.id, 5),
    artistChecklist(user.id),
    artistReleaseCount(user.id),
    enabledStoreCount(),
    listCategories(),
    listServices(),
  ]);
  const quickWins = checklist.slice(0, 3);
  const admin = isAdminRole(user.role);

  return (
    <>
      <PageHeader
        title={`Welcome back, ${user.name}`}
        description="Your music, your earnings and the tools to grow."
        actions={
          <>
            <ViewToggle />
            <MaybeLink
              href="/professional-release-workflow"
              built={routes.has('/professional-release-workflow')}
              variant="contained"
            >
              Distribute Music · START
            </MaybeLink>
            <MaybeLink href="/support-ticket" built={routes.has('/support-ticket')}>
              Get Help
            </MaybeLink>
            {admin ? (
              <LinkButton href="/dashboard" variant="outlined">
                Admin
              </LinkButton>
            ) : (
              <LinkButton href="/mms/profile" variant="outlined">
                Profile
              </LinkButton>
            )}
          </>
        }
      />

      {notice && NOTICES[notice] && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {NOTICES[notice]}
        </Alert>
      )}
      <Grid container spacing={2} sx={{ mb: 3 }} component="section" aria-label="Your figures">
        <Grid size={{ xs: 6, md: 3 }}>
          <StatTile label="Total Earned" value={formatMoney(earnings.totalEarnedCents)} hint={FIGURE_HINT.net} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatTile label="This Month" value={formatMoney(earnings.thisMonthCents)} hint={FIGURE_HINT.thisMonth} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatTile label="Pending" value={formatMoney(earnings.pendingPayoutsCents)} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatTile label="Releases" value={String(releaseCount)} />
        </Grid>
      </Grid>

      <BusinessPanel firstVisit={!(await cookies()).has(BUSINESS_PANEL_SEEN_COOKIE)}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              Quick Wins
            </Typography>
            <List dense>
              {quickWins.map((item) => (
                <ListItem
                  key={item.key}
                  secondaryAction={
                    <MaybeLink href={item.href} built={routes.has(item.href)} variant="text">
                      GO
                    </MaybeLink>
                  }
                >
                  {item.done ? (
                    <CheckCircle color="success" fontSize="small" aria-label="Done" />
                  ) : (
                    <RadioButtonUnchecked fontSize="small" aria-label="To do" />
                  )}
                  <ListItemText sx={{ ml: 1 }} primary={item.title} />
                </ListItem>
              ))}
            </List>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Stack spacing={2}>
              <Card variant="outlined">
                <CardContent>
                  <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                    Business Toolkit & Builder
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    Set up your business, publishing and brand.
                  </Typography>
                  <MaybeLink href="/career-toolkit" built={routes.has('/career-toolkit')}>
                    Open Career Toolkit
                  </MaybeLink>
                </CardContent>
              </Card>
              <Card variant="outlined">
                <CardContent>
                  <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                    Distribution Platform
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    Release to {formatCount(stores)} stores and keep your rights.
                  </Typography>
                  <MaybeLink href="/professional-release-workflow" built={routes.has('/professional-release-workflow')}>
                    Start a release
                  </MaybeLink>
                </CardContent>
              </Card>
            </Stack>
          </Grid>
        </Grid>
      </BusinessPanel>

      <Box sx={{ mb: 3 }}>
        <ArtistCategoryCards built={[...routes]} categories={asJson(categories)} services={asJson(services)} />
      </Box>

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined" component="section" aria-labelledby="your-releases">
            <CardContent>
              <Typography id="your-releases" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                Your Releases
              </Typography>
              {releases.length === 0 ? (
                <Typography color="text.secondary">No releases yet.</Typography>
              ) : (
                <List dense>
                  {releases.map((r) => (
                    <ListItem
                      key={r.id}
                      secondaryAction={
                        <Chip
                          size="small"
                          label={statusLabel(r.status)}
                          color={r.status === 'distributed' ? 'success' : 'default'}
                        />
                      }
                    >
                      <ListItemText
                        primary={r.title}
                        secondary={r.releaseDate ? formatDate(r.releaseDate) : 'No date yet'}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined" component="section" aria-labelledby="recent-earnings">
            <CardContent>
              <Typography id="recent-earnings" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                Recent Earnings
              </Typography>
              {earnings.recentPayouts.length === 0 ? (
                <Typography color="text.secondary">No earnings reported yet.</Typography>
              ) : (
                <List dense>
                  {earnings.recentPayouts.map((p, i) => (
                    <ListItem key={i} secondaryAction={formatMoney(p.amountCents)}>
                      <ListItemText primary={`${p.track} · ${p.source}`} secondary={p.date && formatDate(p.date)} />
                    </ListItem>
                  ))}
                </List>
              )}
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </>
  );
}
