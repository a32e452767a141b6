// /projects: releases (the spec's projects) with search, status filter and cursor pages; artists see their own.
// Its group's layout brings no client providers; the page's MUI components bring them themselves (AppShell).
import type { Metadata } from 'next';
import { AppShell } from '@/components/providers/app-shell';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import { TableHeadRow } from '@/components/ui/table-head-row';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { parseWith } from '@/lib/platform/http/with-auth';
import { projectsQuery } from '@/lib/distribution/releases/schema';
import { listProjects } from '@/lib/distribution/releases/list';
import { PageHeader } from '@/components/ui/page-header';
import { LinkButton, TextLink } from '@/components/ui/links';
import { ProjectFilters } from '@/components/distribution/project-filters';
import { releaseEarningsCents, releaseGrossNetCents } from '@/lib/royalties/stats';
import { formatDate, formatIsrc, formatMoney, formatUpc } from '@/lib/platform/format';

export const metadata: Metadata = { title: 'Projects' };

const COLOR = { live: 'success', processing: 'info', pending: 'warning', failed: 'error', draft: 'default' } as const;

export default async function ProjectsPage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  const user = await requirePageAccess('artist');
  const sp = await searchParams;
  const q = parseWith(projectsQuery.catch({ limit: 20 }), sp);
  const data = await listProjects(user, q, releaseEarningsCents);
  const earnings = await releaseGrossNetCents(data.items.map((p) => p.id));
  const link = (cursor?: string) =>
    `/projects?${new URLSearchParams({ ...(q.q ? { q: q.q } : {}), ...(q.status ? { status: q.status } : {}), ...(cursor ? { cursor } : {}) })}`;
  return (
    <AppShell>
      <PageHeader
        title="Projects"
        description="Your releases and where each one is on its way to the stores."
        actions={
          <>
            <LinkButton variant="outlined" href="/copyright-certificates">
              Copyright certificates
            </LinkButton>
            <LinkButton variant="contained" href="/professional-release-workflow">
              New release
            </LinkButton>
          </>
        }
      />
      <ProjectFilters q={q.q ?? ''} status={q.status ?? ''} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Gross: what the stores paid for the release. Net: the release owner&apos;s share after splits with collaborators
        (the figure on the earnings pages).
      </Typography>
      {data.items.length === 0 ? (
        <Typography sx={{ my: 3 }}>No releases match. Start one with New release.</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Projects">
            <TableHeadRow
              columns={[
                'Title',
                'Artist',
                'Status',
                'Progress',
                'Release date',
                'UPC',
                'ISRC',
                { label: 'Gross', align: 'right' },
                { label: 'Net', align: 'right' },
              ]}
            />
            <TableBody>
              {data.items.map((p) => (
                <TableRow key={p.id}>
                  <TableCell>
                    <TextLink href={`/project/${p.id}`}>{p.title}</TextLink>
                  </TableCell>
                  <TableCell>{p.primaryArtist}</TableCell>
                  <TableCell>
                    <Chip size="small" color={COLOR[p.status]} label={p.statusLabel} />
                  </TableCell>
                  <TableCell sx={{ minWidth: 120 }}>
                    <LinearProgress
                      variant="determinate"
                      value={p.progress}
                      aria-label={`${p.title} progress ${p.progress}%`}
                    />
                  </TableCell>
                  <TableCell>{p.releaseDate ? formatDate(p.releaseDate) : '—'}</TableCell>
                  <TableCell>{p.upcCode ? formatUpc(p.upcCode) : '—'}</TableCell>
                  <TableCell>{p.isrcCode ? formatIsrc(p.isrcCode) : '—'}</TableCell>
                  <TableCell align="right">{formatMoney(earnings.get(p.id)?.grossCents ?? 0)}</TableCell>
                  <TableCell align="right">{formatMoney(earnings.get(p.id)?.netCents ?? 0)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 2 }}>
        {q.cursor && <TextLink href={link()}>First page</TextLink>}
        <Typography variant="body2">
          {data.total} release{data.total === 1 ? '' : 's'}
        </Typography>
        {data.nextCursor && <TextLink href={link(data.nextCursor)}>Next</TextLink>}
      </Box>
    </AppShell>
  );
}
