'use client';
// /admin-email-templates: every email per brand, edited with its variables, a live preview with sample
// data (HTML and plain text), a test send to yourself, and a reset to the default text. Emails carrying a
// secure link get it from the system after the text; only a super admin changes them, after step-up.
import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, apiKey, errorText, useApi, type ApiAnswer } from '@/lib/api-client';
import { BRANDS, BRAND_KEYS, type BrandKey } from '@/lib/platform/brands/brands';
import { LoadingModule } from '@/components/ui/loading-module';
import { useStepUp } from '@/components/distribution/use-step-up';
import { useNonce } from '@/components/providers/emotion-cache';

type Preview = ApiAnswer<'/api/communications/templates/[key]/preview', 'POST'>;

/**
 * The email's HTML for the preview frame, its <style> tags carrying the page's CSP nonce: a srcdoc frame runs
 * under the page's policy, which lets in nonced styles only (an email's styles are its own, made by MJML).
 */
function withNonce(html: string, nonce: string | undefined): string {
  return nonce ? html.replace(/<style(?=[\s>])/gi, `<style nonce="${nonce}"`) : html;
}

export function EmailTemplates() {
  const qc = useQueryClient();
  const nonce = useNonce();
  const [brand, setBrand] = useState<BrandKey>('tnm');
  const [key, setKey] = useState<string>('');
  const { data, isLoading, error } = useApi('/api/communications/templates', { query: { brand } });
  const current = data?.items.find((t) => t.key === key) ?? data?.items[0];
  const [parts, setParts] = useState({ subject: '', body: '', text: '' });
  // Show the selected template's saved text whenever the selection (or its saved version) changes.
  const shown = current
    ? `${brand}\u0000${current.key}\u0000${current.subject}\u0000${current.body}\u0000${current.text}`
    : '';
  const [shownFor, setShownFor] = useState('');
  if (current && shown !== shownFor) {
    setShownFor(shown);
    setParts({ subject: current.subject, body: current.body, text: current.text });
  }
  const [debounced, setDebounced] = useState(parts);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(parts), 400);
    return () => clearTimeout(t);
  }, [parts]);
  const preview = useQuery<Preview>({
    queryKey: ['template-preview', brand, current?.key, debounced],
    queryFn: () =>
      api.post(
        '/api/communications/templates/[key]/preview',
        { brand, ...debounced },
        { params: { key: current!.key } },
      ),
    enabled: !!current && !!debounced.subject && !!debounced.body && !!debounced.text,
  });
  const stepUp = useStepUp();
  const [stepUpError, setStepUpError] = useState('');
  const [saved, setSaved] = useState(false);
  // A security email's change may need the password again (428): asked, then the change runs again.
  const withStepUp = (change: () => Promise<unknown>) => async () => {
    setStepUpError('');
    setSaved(false);
    let failed: unknown = null;
    await stepUp.run(
      async () => {
        await change();
        await qc.invalidateQueries({ queryKey: apiKey('/api/communications/templates', { query: { brand } }) });
      },
      (message) => {
        setStepUpError(message);
        failed = new Error(message);
      },
    );
    if (failed) throw failed;
  };
  const save = useMutation({
    mutationFn: withStepUp(() =>
      api
        .put('/api/communications/templates/[key]', { brand, ...parts }, { params: { key: current!.key } })
        .then(() => setSaved(true)),
    ),
  });
  const reset = useMutation({
    mutationFn: withStepUp(() =>
      api.delete('/api/communications/templates/[key]', { params: { key: current!.key }, query: { brand } }),
    ),
  });
  const test = useMutation({
    mutationFn: () =>
      api.post('/api/communications/templates/[key]/test', { brand, ...parts }, { params: { key: current!.key } }),
  });
  if (isLoading) return <LoadingModule />;
  if (error) return <Alert severity="error">{errorText(error)}</Alert>;
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 3 }}>
        <TextField
          select
          fullWidth
          label="Brand"
          value={brand}
          onChange={(e) => setBrand(BRAND_KEYS.find((b) => b === e.target.value) ?? 'tnm')}
          sx={{ mb: 1 }}
        >
          {BRAND_KEYS.map((b) => (
            <MenuItem key={b} value={b}>
              {BRANDS[b].name}
            </MenuItem>
          ))}
        </TextField>
        <Paper tabIndex={0} variant="outlined" sx={{ maxHeight: { md: 640 }, overflowY: 'auto' }}>
          <List dense aria-label="Emails">
            {data?.items.map((t) => (
              <ListItem key={t.key} disablePadding>
                <ListItemButton selected={t.key === current?.key} onClick={() => setKey(t.key)}>
                  <ListItemText primary={t.label} secondary={t.custom ? 'Edited for this brand' : 'Default text'} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      </Grid>
      {stepUp.dialog}
      {current && (
        <Grid size={{ xs: 12, md: 9 }}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, lg: 6 }}>
              <Stack spacing={2} component="section" aria-label="Edit template">
                <Typography component="h2" variant="h6">
                  {current.label}
                </Typography>
                <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                  {current.variables.map((v) => (
                    <Chip key={v} size="small" label={`{{${v}}}`} />
                  ))}
                </Stack>
                {current.links.length > 0 && (
                  <Alert severity="info">
                    This email carries a secure link ({current.links.join(', ')}). The platform adds it itself as a
                    button after your text, so it is not a variable. Only a super admin can change this email, after
                    confirming their password.
                  </Alert>
                )}
                <TextField
                  label="Subject"
                  value={parts.subject}
                  onChange={(e) => setParts({ ...parts, subject: e.target.value })}
                />
                <TextField
                  label="Body (Markdown)"
                  multiline
                  minRows={8}
                  value={parts.body}
                  onChange={(e) => setParts({ ...parts, body: e.target.value })}
                />
                <TextField
                  label="Plain-text part"
                  multiline
                  minRows={6}
                  value={parts.text}
                  onChange={(e) => setParts({ ...parts, text: e.target.value })}
                />
                {preview.data && preview.data.issues.length > 0 && (
                  <Alert severity="warning">
                    {preview.data.issues.map((i, n) => (
                      <div key={n}>
                        {i.path}: {i.message}
                      </div>
                    ))}
                  </Alert>
                )}
                {save.error && <Alert severity="error">{stepUpError || errorText(save.error)}</Alert>}
                {reset.error && <Alert severity="error">{stepUpError || errorText(reset.error)}</Alert>}
                {saved && <Alert severity="success">Saved for {BRANDS[brand as keyof typeof BRANDS].name}.</Alert>}
                {test.data && <Alert severity="success">Test sent to {test.data.sentTo}.</Alert>}
                {test.error && <Alert severity="error">{errorText(test.error)}</Alert>}
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
                  <Button variant="contained" onClick={() => save.mutate()} disabled={save.isPending}>
                    Save
                  </Button>
                  <Button variant="outlined" onClick={() => test.mutate()} disabled={test.isPending}>
                    Send me a test
                  </Button>
                  {current.custom && (
                    <Button color="warning" onClick={() => reset.mutate()} disabled={reset.isPending}>
                      Back to default
                    </Button>
                  )}
                </Stack>
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, lg: 6 }}>
              <Stack spacing={1} component="section" aria-label="Preview">
                <Typography component="h2" variant="h6">
                  Preview with sample data
                </Typography>
                {preview.data && (
                  <>
                    <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{preview.data.subject}</Typography>
                    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
                      <iframe
                        title="HTML preview"
                        sandbox=""
                        srcDoc={withNonce(preview.data.html, nonce)}
                        style={{ width: '100%', height: 420, border: 0, background: '#fff' }}
                      />
                    </Paper>
                    <Paper variant="outlined" sx={{ p: 1 }}>
                      <Typography
                        component="pre"
                        variant="body2"
                        sx={{ whiteSpace: 'pre-wrap', m: 0, overflowWrap: 'anywhere' }}
                      >
                        {preview.data.text}
                      </Typography>
                    </Paper>
                  </>
                )}
                {preview.error && <Alert severity="error">{errorText(preview.error)}</Alert>}
              </Stack>
            </Grid>
          </Grid>
        </Grid>
      )}
    </Grid>
  );
}
