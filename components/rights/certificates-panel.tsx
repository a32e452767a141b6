'use client';
// The artist's copyright certificates: protect a recording from a release, open or download a certificate.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import { ShowingWithNextPage } from '@/components/ui/next-page-link';
import TableHead from '@mui/material/TableHead';
import { TableHeadRow } from '@/components/ui/table-head-row';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { api, apiKey, apiUrl, errorText, type ApiAnswer } from '@/lib/api-client';
import { TextLink } from '@/components/ui/links';
import type { ProtectableTracks } from '@/lib/rights/certificates';
import { formatDate } from '@/lib/platform/format';
import { LoadMore, usePagedList } from '../ui/paged-list';

type Certificate = ApiAnswer<'/api/rights/certificates'>['items'][number];

/** `page`: one page of the artist's recordings (the server page follows `?cursor=`). */
export function CertificatesPanel({ tracks: page }: { tracks: ProtectableTracks }) {
  const tracks = page.items;
  const qc = useQueryClient();
  const router = useRouter();
  const list = usePagedList<Certificate>(apiUrl('/api/rights/certificates'), { staleTime: 0 });
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const protect = useMutation({
    mutationFn: (trackId: string) => api.post('/api/rights/certificates', { trackId }),
    onSuccess: (r) => {
      setMessage({ ok: true, text: `Certificate ${r.code} issued.` });
      void qc.invalidateQueries({ queryKey: apiKey('/api/rights/certificates') });
      router.refresh();
    },
    onError: (e) => setMessage({ ok: false, text: errorText(e) }),
  });
  const certs = list.items ?? [];
  return (
    <Stack spacing={3}>
      {message && <Alert severity={message.ok ? 'success' : 'error'}>{message.text}</Alert>}
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        <Typography component="h2" variant="h6" sx={{ px: 1 }}>
          Your certificates
        </Typography>
        {certs.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 1 }}>
            No certificates yet.
          </Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label="Your certificates">
              <TableHeadRow columns={['Certificate', 'For', 'Issued', 'PDF']} />
              <TableBody>
                {certs.map((c) => (
                  <TableRow key={c.code}>
                    <TableCell>
                      <TextLink href={`/copyright-certificate/${c.code}`}>{c.code}</TextLink>
                      {c.revoked ? ' (revoked)' : ''}
                    </TableCell>
                    <TableCell>
                      {c.kind === 'track' ? 'Recording' : 'Song'}: {c.title}
                    </TableCell>
                    <TableCell>{formatDate(c.issuedAt)}</TableCell>
                    <TableCell>
                      {/* A plain link in the theme's colour (a file, not a page for the router) */}
                      <MuiLink href={`/api/rights/certificates/${c.code}/pdf`} download>
                        Download
                      </MuiLink>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {certs.length > 0 && <LoadMore shown={certs.length} {...list} />}
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        <Typography component="h2" variant="h6" sx={{ px: 1 }}>
          Recordings from your releases
        </Typography>
        {tracks.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 1 }}>
            Your releases have no tracks yet.
          </Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label="Recordings from your releases">
              <TableHead>
                <TableRow>
                  <TableCell>Track</TableCell>
                  <TableCell>Release</TableCell>
                  <TableCell>Certificates</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {tracks.map((t) => (
                  <TableRow key={t.id}>
                    <TableCell>{t.title}</TableCell>
                    <TableCell>{t.release}</TableCell>
                    <TableCell>{t.certificates.map((c) => c.code).join(', ') || 'none'}</TableCell>
                    <TableCell>
                      <Button
                        size="small"
                        variant="outlined"
                        disabled={!t.hasAudio || protect.isPending}
                        onClick={() => protect.mutate(t.id)}
                      >
                        {t.hasAudio ? 'Protect' : 'Upload audio first'}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {page.total > 0 && (
          <ShowingWithNextPage shown={tracks.length} total={page.total} nextCursor={page.nextCursor} sx={{ p: 1 }} />
        )}
      </Paper>
    </Stack>
  );
}
