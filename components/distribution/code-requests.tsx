'use client';
// /tnm-isrc-request and /tnm-upc-request: the artist's tracks or releases without a code, each with a
// button that issues the next code from the platform's registrant / prefix.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { api, errorText } from '@/lib/api-client';
import { formatUpc } from '@/lib/platform/format';
import type { CodeRow } from '@/lib/distribution/requests';

export function CodeRequests({ kind, rows }: { kind: 'isrc' | 'upc'; rows: CodeRow[] }) {
  const router = useRouter();
  const [msg, setMsg] = useState<{ ok: boolean; text: string } | null>(null);
  async function request(row: CodeRow) {
    setMsg(null);
    try {
      const code =
        kind === 'isrc'
          ? (await api.post('/api/distribution/isrc', { trackId: row.id })).display
          : formatUpc((await api.post('/api/distribution/upc', { releaseId: row.id })).upc);
      setMsg({ ok: true, text: `${row.label}: ${kind.toUpperCase()} ${code} assigned.` });
      router.refresh();
    } catch (err) {
      setMsg({ ok: false, text: errorText(err) });
    }
  }
  return (
    <>
      {msg && (
        <Alert severity={msg.ok ? 'success' : 'error'} sx={{ mb: 2 }}>
          {msg.text}
        </Alert>
      )}
      {rows.length === 0 ? (
        <Alert severity="info">Nothing here yet: create a release first.</Alert>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={kind === 'isrc' ? 'Your tracks' : 'Your releases'}>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>{r.label}</TableCell>
                  <TableCell>{r.code ?? '—'}</TableCell>
                  <TableCell>
                    {!r.code && (
                      <Button size="small" variant="outlined" onClick={() => request(r)}>
                        Request {kind.toUpperCase()}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
