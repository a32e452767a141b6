'use client';
// A writer signs a split sheet from the emailed link: typed name, optional drawn signature, consent.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, errorText, type ApiAnswer } from '@/lib/api-client';
import { SignaturePad } from '@/components/school/signature-pad';

interface Props {
  token: string;
  signerName: string;
  agreementText: string;
  agreementSha256: string;
}

export function SplitSignForm({ token, signerName, agreementText, agreementSha256 }: Props) {
  const [typedName, setTypedName] = useState('');
  const [signature, setSignature] = useState<string | null>(null);
  const [agree, setAgree] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<ApiAnswer<'/api/rights/split-sheets/[token]', 'POST'> | null>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (typedName.trim().length < 2) return setError('Type your full name to sign');
    if (!agree) return setError('Tick the box to confirm the shares');
    setError(null);
    setPending(true);
    try {
      setDone(
        await api.post(
          '/api/rights/split-sheets/[token]',
          { typedName, agreementSha256, agree: true, ...(signature ? { signature } : {}) },
          { params: { token } },
        ),
      );
    } catch (err) {
      setError(errorText(err));
    } finally {
      setPending(false);
    }
  }

  if (done)
    return (
      <Alert severity="success">
        Thank you, your signature is recorded.{' '}
        {done.complete
          ? 'Every writer has now signed this split sheet.'
          : 'The split sheet is complete once every writer has signed.'}
      </Alert>
    );

  return (
    <Stack component="form" spacing={3} onSubmit={onSubmit} noValidate>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 }, maxHeight: 380, overflow: 'auto', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        tabIndex={0}
        aria-label="Split sheet text"
      >
        <Typography variant="body2">{agreementText}</Typography>
      </Paper>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        SHA-256 of this text: <code>{agreementSha256}</code>
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <TextField
        label="Type your full name"
        required
        value={typedName}
        onChange={(e) => setTypedName(e.target.value)}
        helperText={`Signing as ${signerName}`}
      />
      <div>
        <Typography gutterBottom>Draw your signature (optional: your typed name is your signature)</Typography>
        <SignaturePad onChange={setSignature} />
      </div>
      <FormControlLabel
        control={<Checkbox checked={agree} onChange={(e) => setAgree(e.target.checked)} />}
        label="I agree to the shares in this split sheet"
      />
      <Button type="submit" variant="contained" size="large" disabled={pending}>
        {pending ? 'Signing...' : 'Sign the split sheet'}
      </Button>
    </Stack>
  );
}
