// /artists: every artist account with its releases and status.
import type { Metadata } from 'next';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/ui/page-header';
import { TextLink } from '@/components/ui/links';
import { requirePageAccess } from '@/lib/auth/current-user';
import { artistAccounts } from '@/lib/command/admin-reports';
import { builtRoutes } from '@/lib/command/built-routes';
import { earningsSummary } from '@/lib/dashboard/artist-summary';
import { BRANDS, isBrandKey } from '@/lib/brands/brands';
import { formatMoney } from '@/lib/format';

export const metadata: Metadata = { title: 'Artists' };

export default async function ArtistsPage() {
  await requirePageAccess('admin');
  const rows = await artistAccounts();
  const earnings = await Promise.all(rows.map((r) => earningsSummary(r.id)));
  const projects = builtRoutes().has('/projects');
  return (
    <>
      <PageHeader title="Artists" description={`${rows.length} artist and member accounts.`} />
      <Table size="small" aria-label="Artist accounts">
        <TableHead>
          <TableRow>
            <TableCell>Artist</TableCell>
            <TableCell>Brand</TableCell>
            <TableCell align="right">Releases</TableCell>
            <TableCell align="right">Live</TableCell>
            <TableCell align="right">Earned</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((a, i) => (
            <TableRow key={a.id}>
              <TableCell>
                {a.name}
                <Typography variant="body2" color="text.secondary">
                  {a.email}
                </Typography>
              </TableCell>
              <TableCell>{isBrandKey(a.brand) ? BRANDS[a.brand].name : a.brand}</TableCell>
              <TableCell align="right">
                {projects && a.releases > 0 ? (
                  <TextLink href={`/projects?ownerId=${a.id}`}>{a.releases}</TextLink>
                ) : (
                  a.releases
                )}
              </TableCell>
              <TableCell align="right">{a.live}</TableCell>
              <TableCell align="right">{formatMoney(earnings[i].totalEarnedCents)}</TableCell>
              <TableCell>
                <Chip size="small" label={a.status} color={a.status === 'active' ? 'success' : 'default'} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
