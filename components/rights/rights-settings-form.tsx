'use client';
// The CWR sender settings (super admin): the sender code CISAC assigned, the publisher's name, IPI and society,
// and the CWR version each society reads.
// Saving is platform-wide: a 428 asks for the password (step-up) and saves again.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, errorText } from '@/lib/api-client';
import type { RightsSettings } from '@/lib/rights/schema';
import { useStepUp } from '@/components/distribution/use-step-up';

export function RightsSettingsForm({ initial }: { initial: RightsSettings | null }) {
  const [senderCode, setSenderCode] = useState(initial?.senderCode ?? '');
  const [publisherName, setPublisherName] = useState(initial?.publisherName ?? '');
  const [publisherIpi, setPublisherIpi] = useState(initial?.publisherIpi ?? '');
  const [publisherSociety, setPublisherSociety] = useState(initial?.publisherSociety ?? '');
  const [versions, setVersions] = useState(
    Object.entries(initial?.cwrVersions ?? {})
      .map(([society, v]) => `${society}=${v}`)
      .join(', '),
  );
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, setPending] = useState(false);
  const stepUp = useStepUp();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setPending(true);
    try {
      await stepUp.run(
        async () => {
          await api.put('/api/rights/settings', {
            senderCode: senderCode.trim().toUpperCase(),
            publisherName,
            publisherIpi,
            ...(publisherSociety.trim() ? { publisherSociety: publisherSociety.trim() } : {}),
            cwrVersions: Object.fromEntries(
              versions
                .split(',')
                .map((pair) => pair.split('=').map((x) => x.trim()))
                .filter(([society]) => society),
            ),
          });
          setMessage({ ok: true, text: 'Settings saved.' });
        },
        (text) => setMessage({ ok: false, text }),
      );
    } catch (err) {
      setMessage({ ok: false, text: errorText(err) });
    } finally {
      setPending(false);
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
        <Typography component="h2" variant="h6">
          CWR sender settings
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField label="Sender code" value={senderCode} onChange={(e) => setSenderCode(e.target.value)} />
          <TextField label="Publisher name" value={publisherName} onChange={(e) => setPublisherName(e.target.value)} />
          <TextField label="Publisher IPI" value={publisherIpi} onChange={(e) => setPublisherIpi(e.target.value)} />
          <TextField
            label="Publisher society"
            value={publisherSociety}
            onChange={(e) => setPublisherSociety(e.target.value)}
          />
        </Stack>
        <TextField
          label="CWR version by society"
          value={versions}
          onChange={(e) => setVersions(e.target.value)}
          placeholder="BMI=2.2, PRS=2.1, GEMA=3.0"
          helperText="Societies not listed receive CWR 2.1."
        />
        {message && <Alert severity={message.ok ? 'success' : 'error'}>{message.text}</Alert>}
        <Button type="submit" variant="outlined" disabled={pending} sx={{ alignSelf: 'flex-start' }}>
          Save the settings
        </Button>
      </Stack>
      {stepUp.dialog}
    </Paper>
  );
}
