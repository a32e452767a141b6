'use client';
// /tnm-publishing-signup: read and e-sign the publishing administration agreement.
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, errorText } from '@/lib/api-client';
import { SignaturePad } from '@/components/school/signature-pad';
import type { PublishingStatus } from '@/lib/rights/publishing';

export function PublishingSignupForm({ agreement }: { agreement: PublishingStatus['agreement'] }) {
  const router = useRouter();
  const [legalName, setLegalName] = useState('');
  const [ipi, setIpi] = useState('');
  const [society, setSociety] = useState('');
  const [typedName, setTypedName] = useState('');
  const [signature, setSignature] = useState<string | null>(null);
  const [agree, setAgree] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!signature) return setError('Draw your signature in the box');
    if (!agree) return setError('Tick the box to accept the agreement');
    setError(null);
    setPending(true);
    try {
      await api.post('/api/rights/publishing-agreement', {
        legalName,
        typedName,
        signature,
        agreementSha256: agreement.sha256,
        ...(ipi.trim() ? { ipi: ipi.trim() } : {}),
        ...(society.trim() ? { society: society.trim() } : {}),
      });
      router.push('/publishing-confirmation');
    } catch (err) {
      setError(errorText(err));
      setPending(false);
    }
  }

  return (
    <Stack component="form" spacing={3} onSubmit={onSubmit} noValidate>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 }, maxHeight: 380, overflow: 'auto', whiteSpace: 'pre-wrap' }}
        tabIndex={0}
        aria-label="Agreement text"
      >
        <Typography variant="body2">{agreement.text}</Typography>
      </Paper>
      {error && <Alert severity="error">{error}</Alert>}
      <TextField label="Legal name" required value={legalName} onChange={(e) => setLegalName(e.target.value)} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Your IPI name number (if you have one)"
          value={ipi}
          onChange={(e) => setIpi(e.target.value)}
          fullWidth
        />
        <TextField label="Your society (PRO)" value={society} onChange={(e) => setSociety(e.target.value)} fullWidth />
      </Stack>
      <TextField
        label="Type your name to sign"
        required
        value={typedName}
        onChange={(e) => setTypedName(e.target.value)}
      />
      <div>
        <Typography gutterBottom>Draw your signature</Typography>
        <SignaturePad onChange={setSignature} />
      </div>
      <FormControlLabel
        control={<Checkbox checked={agree} onChange={(e) => setAgree(e.target.checked)} />}
        label="I have read and accept the administration agreement"
      />
      <Button type="submit" variant="contained" size="large" disabled={pending}>
        {pending ? 'Signing...' : 'Sign the agreement'}
      </Button>
    </Stack>
  );
}
