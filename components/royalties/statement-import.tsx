'use client';
// Admin statement import: the form (file, optional overrides), upload progress, the mapping editor for
// a file (or a zip archive's entry) of an unknown layout, then the job's progress bar and summary with the
// skipped rows and their reasons (polled), retry/delete of a failed import, the imports a zip archive of
// several statements created, and the recent imports.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { apiUrl, errorText, useApi, type ApiAnswer } from '@/lib/api-client';
import { uploadWithProgress, type UploadProgress } from '@/lib/platform/storage/upload-client';
import { UploadProgressBar } from '../ui/upload-progress';
import { LoadMore, usePagedList } from '../ui/paged-list';
import { SimpleTable } from './shared';
import { formatMoney, formatCount } from '@/lib/platform/format';
import { MappingEditor } from './mapping-editor';
import { ImportStatus } from './import-status';
import { BundleImports, type ImportAnswer } from './bundle-imports';

type Statements = ApiAnswer<'/api/royalties/statements'>;

const UNKNOWN_LAYOUT = /layout of this file is unknown/;

/** The zip entry an upload was refused for because of its unknown layout (the 400's issue names it). */
function unknownEntry(error: unknown): string | undefined {
  const m = /^\d{3}: ([\s\S]*)$/.exec(error instanceof Error ? error.message : '');
  try {
    const body = JSON.parse(m?.[1] ?? '') as { issues?: { path: string; message: string }[] };
    return body.issues?.find((i) => UNKNOWN_LAYOUT.test(i.message))?.path;
  } catch {
    return undefined;
  }
}

/** `layouts`: the names of the layouts the importer recognises, from the server (a list fetched after load made
 * the paragraph naming them grow and pushed the form down: layout shift 0.046 on Lighthouse, mobile). */
export function StatementImport({ layouts }: { layouts: string[] }) {
  const [file, setFile] = useState<File | null>(null);
  const [store, setStore] = useState('');
  const [period, setPeriod] = useState('');
  const [currency, setCurrency] = useState('');
  const [rates, setRates] = useState('');
  const [mapping, setMapping] = useState('');
  const [upload, setUpload] = useState<UploadProgress | null>(null);
  const [busy, setBusy] = useState(false);
  const [err, setErr] = useState('');
  const [mapFile, setMapFile] = useState<{ file: File; entry?: string } | null>(null);
  const [current, setCurrent] = useState<string | null>(null);
  const [created, setCreated] = useState<{ file: string; answer: ImportAnswer } | null>(null);
  const mappings = useApi('/api/royalties/mappings');
  const recent = usePagedList<Statements['items'][number], Statements>(apiUrl('/api/royalties/statements'), {
    staleTime: 0,
  });

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!file) return setErr('Choose the statement file.');
    setErr('');
    setMapFile(null);
    setCreated(null);
    setBusy(true);
    const form = new FormData();
    if (store) form.append('store', store);
    if (period) form.append('period', period);
    if (currency) form.append('currency', currency);
    if (rates) form.append('rates', rates);
    if (mapping) form.append('mapping', mapping);
    form.append('file', file);
    try {
      const res = await uploadWithProgress<ImportAnswer>('/api/royalties/statements', form, setUpload);
      imported(file.name, res);
    } catch (error) {
      const text = errorText(error);
      setErr(text);
      if (UNKNOWN_LAYOUT.test(text)) setMapFile({ file, entry: unknownEntry(error) });
    } finally {
      setBusy(false);
      setUpload(null);
    }
  };

  /** One import opens at once; several (a zip archive of statements) are listed, each opening on a click. */
  const imported = (name: string, res: ImportAnswer) => {
    setCreated({ file: name, answer: res });
    setCurrent(res.imports.length === 1 ? res.imports[0].id : null);
  };

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: 2 }} component="form" onSubmit={submit} aria-label="Import a store statement">
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          Import a store statement
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          CSV or TSV (any encoding) or an Excel workbook (.xlsx, its largest sheet), gzip or zip accepted; a zip archive
          of several statements imports each of them (all, or none if one cannot be). The layout is recognised from the
          file: {layouts.join(', ')}, and your saved mappings. A file of another layout opens the mapping editor. The
          fields below are optional overrides.
        </Typography>
        <Stack spacing={2} sx={{ maxWidth: 560 }}>
          <Button variant="outlined" component="label">
            {file ? `File: ${file.name}` : 'Choose statement file'}
            <input
              hidden
              type="file"
              aria-label="Statement file"
              accept=".csv,.tsv,.txt,.gz,.zip,.xlsx,text/csv,text/tab-separated-values,application/gzip,application/zip,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </Button>
          <TextField
            label="Store"
            value={store}
            onChange={(e) => setStore(e.target.value)}
            helperText="Rows without a store column take this"
          />
          <TextField
            label="Statement period"
            type="month"
            value={period}
            onChange={(e) => setPeriod(e.target.value)}
            helperText="Rows without a sale date take this month"
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Currency"
              value={currency}
              onChange={(e) => setCurrency(e.target.value.toUpperCase())}
              helperText="Of rows without a currency column"
              slotProps={{ htmlInput: { maxLength: 3 } }}
            />
            <TextField
              label="Exchange rates to USD"
              value={rates}
              onChange={(e) => setRates(e.target.value)}
              helperText='Such as {"EUR":1.08,"GBP":1.27}'
            />
          </Stack>
          <TextField select label="Layout" value={mapping} onChange={(e) => setMapping(e.target.value)}>
            <MenuItem value="">Recognise from the file</MenuItem>
            {(mappings.data?.items ?? []).map((m) => (
              <MenuItem key={m.id} value={m.id}>
                Saved mapping: {m.name}
                {m.store ? ` (${m.store})` : ''}
              </MenuItem>
            ))}
          </TextField>
          <UploadProgressBar label="Upload" progress={upload} />
          {err && <Alert severity={mapFile ? 'info' : 'error'}>{err}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button type="submit" variant="contained" disabled={busy}>
              {busy ? 'Uploading…' : 'Import statement'}
            </Button>
            <Button variant="outlined" disabled={!file} onClick={() => file && setMapFile({ file })}>
              Map columns by hand
            </Button>
          </Stack>
        </Stack>
      </Paper>
      {mapFile && (
        <MappingEditor
          key={`${mapFile.file.name}-${mapFile.file.size}-${mapFile.entry ?? ''}`}
          file={mapFile.file}
          entry={mapFile.entry}
          onImported={(res) => {
            imported(mapFile.file.name, res);
            setMapFile(null);
            setErr('');
          }}
        />
      )}
      {created && created.answer.ignored.length > 0 && (
        <Alert severity="info">
          Not read from {created.file} (not statements by their names): {created.answer.ignored.join(', ')}
        </Alert>
      )}
      {created && created.answer.imports.length > 1 && (
        <BundleImports
          key={created.answer.imports[0].id}
          file={created.file}
          answer={created.answer}
          onOpen={setCurrent}
        />
      )}
      {current && <ImportStatus key={current} id={current} onGone={() => setCurrent(null)} />}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography component="h2" variant="h6">
          Recent imports
        </Typography>
        {recent.items && recent.items.length === 0 && (
          <Typography color="text.secondary">No statements imported yet.</Typography>
        )}
        {recent.items && recent.items.length > 0 && (
          <SimpleTable
            label="Recent imports"
            head={['File', 'Layout', 'Store', 'Period', 'Status', 'Rows', 'Unmatched', 'Skipped', 'Total']}
            rows={recent.items.map((i) => [
              // Any import opens above the list: progress, summary, or why it failed with retry and delete.
              <Button
                key="open"
                size="small"
                onClick={() => setCurrent(i.id)}
                sx={{ textTransform: 'none', textAlign: 'left', overflowWrap: 'anywhere' }}
              >
                {i.originalName}
              </Button>,
              i.layout,
              i.store,
              i.period,
              (i.status === 'failed' || i.status === 'held') && i.error ? (
                <span key="status">
                  <StatusChip status={i.status} />
                  <Typography variant="caption" color="error" component="span" sx={{ display: 'block' }}>
                    {i.error}
                  </Typography>
                </span>
              ) : (
                i.status
              ),
              formatCount(i.rowsRead),
              formatCount(i.unmatchedRows),
              formatCount(i.skippedRows),
              formatMoney(i.totalUsdCents),
            ])}
          />
        )}
        {recent.items && recent.items.length > 0 && <LoadMore shown={recent.items.length} {...recent} />}
      </Paper>
    </Stack>
  );
}

export function StatusChip({ status }: { status: string }) {
  const color =
    status === 'completed' || status === 'paid'
      ? 'success'
      : status === 'failed' || status === 'rejected'
        ? 'error'
        : status === 'held'
          ? 'warning'
          : 'default';
  return <Chip size="small" label={status} color={color} />;
}
