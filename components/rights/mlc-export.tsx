'use client';
// The MLC export from /tnm-mlc-setup: the bulk work spreadsheet and the ISRC match CSV for signed works.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { apiRequest, errorText } from '@/lib/api-client';

export function MlcExport({ workIds }: { workIds: string[] }) {
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, setPending] = useState(false);
  async function get(format: 'mlc' | 'mlc-isrc') {
    setPending(true);
    setMessage(null);
    try {
      // eslint-disable-next-line local/no-raw-api-path -- a file answer (the export is saved as a download)
      const res = await apiRequest('POST', '/api/rights/exports', { format, workIds });
      const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'mlc-export';
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement('a');
      a.href = url;
      a.download = name;
      document.body.appendChild(a);
      a.click();
      a.remove();
      URL.revokeObjectURL(url);
      setMessage({ ok: true, text: `Downloaded ${name}.` });
    } catch (err) {
      setMessage({ ok: false, text: errorText(err) });
    } finally {
      setPending(false);
    }
  }
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="contained" disabled={!workIds.length || pending} onClick={() => get('mlc')}>
          Download the MLC bulk registration spreadsheet
        </Button>
        <Button variant="outlined" disabled={!workIds.length || pending} onClick={() => get('mlc-isrc')}>
          Download the ISRC match file
        </Button>
      </Stack>
      {message && <Alert severity={message.ok ? 'success' : 'error'}>{message.text}</Alert>}
    </Stack>
  );
}
