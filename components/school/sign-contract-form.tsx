'use client';
// Signing the program agreement: typed legal name, drawn signature, a password for the student account.
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
import { LinkButton } from '@/components/ui/links';
import { SignaturePad } from './signature-pad';
import { formatDateTime } from '@/lib/platform/format';

interface Props {
  /** The personal link's token from the acceptance email. */
  token: string;
  applicantName: string;
  /** No account yet: the applicant chooses a password for the student account. */
  newAccount: boolean;
  agreement: { title: string; text: string; sha256: string };
}

type Signed = ApiAnswer<'/api/school/contract-links/[token]', 'POST'>;

export function SignContractForm({ token, applicantName, newAccount, agreement }: Props) {
  const [typedName, setTypedName] = useState('');
  const [signature, setSignature] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [agree, setAgree] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [signed, setSigned] = useState<Signed | null>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!typedName.trim()) return setError('Type your legal name');
    if (!signature) return setError('Draw your signature in the box');
    if (newAccount && password.length < 10)
      return setError('Choose a password of at least 10 characters for your student account');
    if (newAccount && password !== confirm) return setError('The two passwords differ');
    if (!agree) return setError('Tick the box to accept the agreement');
    setError(null);
    setPending(true);
    try {
      setSigned(
        await api.post(
          '/api/school/contract-links/[token]',
          { typedName, signature, agreementSha256: agreement.sha256, ...(newAccount ? { password } : {}) },
          { params: { token } },
        ),
      );
    } catch (err) {
      setError(errorText(err));
    } finally {
      setPending(false);
    }
  }

  if (signed) {
    return (
      <Stack spacing={2}>
        <Alert severity="success">
          Agreement signed on {formatDateTime(signed.signedAt)}.{' '}
          {signed.accountExisted
            ? 'Your school access is added to your account.'
            : `Your student account is ready: sign in as ${signed.studentEmail} with the password you chose.`}
        </Alert>
        <Typography variant="body2" color="text.secondary">
          SHA-256 of the agreement you signed: <code>{signed.agreementSha256}</code>
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <LinkButton href={signed.bookingUrl} variant="contained">
            Book your welcome call
          </LinkButton>
          <Button component="a" href={signed.pdfUrl} variant="outlined">
            Download the signed agreement (PDF)
          </Button>
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack component="form" spacing={3} onSubmit={onSubmit} noValidate>
      <Paper
        variant="outlined"
        sx={{ p: 3, maxHeight: 380, overflow: 'auto', whiteSpace: 'pre-wrap' }}
        tabIndex={0}
        aria-label="Agreement text"
      >
        <Typography component="h2" variant="h6" gutterBottom>
          {agreement.title}
        </Typography>
        <Typography variant="body2">{agreement.text}</Typography>
      </Paper>
      {error && <Alert severity="error">{error}</Alert>}
      <TextField
        label="Type your legal name"
        required
        value={typedName}
        onChange={(e) => setTypedName(e.target.value)}
        helperText={`Applicant: ${applicantName}`}
      />
      <div>
        <Typography gutterBottom>Draw your signature</Typography>
        <SignaturePad onChange={setSignature} />
      </div>
      {newAccount && (
        <>
          <TextField
            label="Choose a password for your student account"
            type="password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            helperText="At least 10 characters"
          />
          <TextField
            label="Repeat the password"
            type="password"
            required
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
        </>
      )}
      <FormControlLabel
        control={<Checkbox checked={agree} onChange={(e) => setAgree(e.target.checked)} />}
        label="I have read and accept this agreement"
      />
      <Button type="submit" variant="contained" size="large" disabled={pending}>
        {pending ? 'Signing...' : 'Sign the agreement'}
      </Button>
    </Stack>
  );
}
