'use client';
// The mapping editor: a statement of an unknown layout (or such an entry of a zip archive), its first 20 rows,
// a column per field with live validation of those rows (imported, review queue, skipped or refused, and
// why), saved under a name and used to import the file.
import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, apiKey, errorText } from '@/lib/api-client';
import { uploadWithProgress } from '@/lib/platform/storage/upload-client';
import { interpretRow, type ColumnIndex } from '@/lib/royalties/import/csv/row';
import { TEMPLATE_FIELDS, type TemplateField } from '@/lib/royalties/template-fields';
import type { previewStatement } from '@/lib/royalties/import/upload';
import type { Json } from '@/lib/platform/json-types';
import type { ImportAnswer } from './bundle-imports';
import { FIELD_LABEL, describe, guess } from './mapping-fields';

type Preview = Json<Awaited<ReturnType<typeof previewStatement>>>;

export function MappingEditor({
  file,
  entry,
  onImported,
}: {
  file: File;
  /** Of a zip archive of statements: the entry to map (its first without one) */
  entry?: string;
  onImported: (res: ImportAnswer) => void;
}) {
  const qc = useQueryClient();
  const preview = useQuery<Preview>({
    queryKey: ['statement-preview', file.name, file.size, file.lastModified, entry ?? ''],
    queryFn: async () => {
      const form = new FormData();
      if (entry) form.append('entry', entry);
      form.append('file', file);
      return uploadWithProgress<Preview>('/api/royalties/statements/preview', form, () => undefined);
    },
    staleTime: Infinity,
  });
  const [cols, setCols] = useState<Partial<Record<TemplateField, number>> | null>(null);
  const [name, setName] = useState('');
  const [store, setStore] = useState('');
  const [dateOrder, setDateOrder] = useState<'mdy' | 'dmy'>('mdy');
  const [rates, setRates] = useState('');
  const [busy, setBusy] = useState(false);
  const [err, setErr] = useState('');
  const p = preview.data;
  const columns = useMemo(() => cols ?? (p ? guess(p.header) : {}), [cols, p]);

  const outcomes = useMemo(() => {
    if (!p) return [];
    const index: ColumnIndex = { fields: columns };
    return p.rows.map((rec, i) =>
      interpretRow(rec, p.headerRow + 2 + i, index, {
        dateOrder,
        currency: 'USD',
        store: store || 'Store',
        period: '2000-01',
        rates: null,
        decimalComma: p.delimiter === ';',
      }),
    );
  }, [p, columns, dateOrder, store]);

  const problems = [
    columns.net_amount === undefined ? 'Choose the net amount column.' : '',
    columns.isrc === undefined && columns.upc === undefined && columns.track_title === undefined
      ? 'Choose an ISRC or UPC column (or at least the title and artist, for the review queue).'
      : '',
  ].filter(Boolean);
  const counts = outcomes.reduce(
    (c, o) => {
      c[describe(o).tone]++;
      return c;
    },
    { ok: 0, queue: 0, skip: 0, refuse: 0 },
  );

  const saveAndImport = async () => {
    if (!p) return;
    if (!name.trim()) return setErr('Name the mapping so it can be used again.');
    if (problems.length) return setErr(problems.join(' '));
    setErr('');
    setBusy(true);
    try {
      await api.post('/api/royalties/mappings', {
        name: name.trim(),
        store: store.trim(),
        delimiter: p.delimiter,
        dateOrder,
        columns: Object.fromEntries(
          Object.entries(columns)
            .filter(([, i]) => i !== undefined)
            .map(([f, i]) => [f, p.header[i as number]]),
        ),
      });
      await qc.invalidateQueries({ queryKey: apiKey('/api/royalties/mappings') });
      const form = new FormData();
      // A zip archive's other statements have layouts of their own: each entry is recognised, this one by the
      // mapping just saved (saved mappings are recognised before the presets).
      if (!p.entry) form.append('mapping', name.trim());
      if (rates.trim()) form.append('rates', rates.trim());
      form.append('file', file);
      onImported(await uploadWithProgress<ImportAnswer>('/api/royalties/statements', form, () => undefined));
    } catch (e) {
      setErr(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  if (preview.error) return <Alert severity="error">{errorText(preview.error)}</Alert>;
  if (!p) return <LinearProgress aria-label="Reading the file" />;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label="Mapping editor">
      <Typography component="h2" variant="h6">
        Map the columns of {p.name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Read as {p.encoding.toUpperCase()}, separated by{' '}
        {p.delimiter === '\t' ? 'tabs' : p.delimiter === ';' ? 'semicolons' : p.delimiter === '|' ? 'pipes' : 'commas'}.
        Choose which column holds each field; the first {p.rows.length} rows below show what the import would do with
        them.
        {p.entry &&
          ` This is one of the ${p.entries.length} statements in the zip archive: saving the mapping imports all of them, each read by its own layout.`}
      </Typography>
      {p.preamble.length > 0 && (
        <Box sx={{ mb: 2, color: 'text.secondary' }} aria-label="Rows before the header">
          <Typography variant="body2">
            Row {p.headerRow + 1} is the header: the {p.preamble.length === 1 ? 'row' : `${p.preamble.length} rows`}{' '}
            above it {p.preamble.length === 1 ? 'is a title and is' : 'are titles and are'} skipped by the import:
          </Typography>
          <Box component="ol" sx={{ my: 0.5, pl: 3, typography: 'body2' }}>
            {p.preamble.map((r, i) => (
              <li key={i}>{r.filter((c) => c.trim()).join(' · ') || '(empty)'}</li>
            ))}
          </Box>
        </Box>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
        {TEMPLATE_FIELDS.map((f) => (
          <TextField
            key={f}
            select
            size="small"
            label={FIELD_LABEL[f]}
            value={columns[f] === undefined ? '' : String(columns[f])}
            onChange={(e) => setCols({ ...columns, [f]: e.target.value === '' ? undefined : Number(e.target.value) })}
          >
            <MenuItem value="">Not in this file</MenuItem>
            {p.header.map((h, i) => (
              <MenuItem key={i} value={String(i)}>
                {h || `Column ${i + 1}`}
              </MenuItem>
            ))}
          </TextField>
        ))}
        <TextField
          select
          size="small"
          label="Dates such as 03/04/2025 are"
          value={dateOrder}
          onChange={(e) => setDateOrder(e.target.value as 'mdy' | 'dmy')}
        >
          <MenuItem value="mdy">month/day/year</MenuItem>
          <MenuItem value="dmy">day/month/year</MenuItem>
        </TextField>
      </Box>
      {problems.length > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {problems.join(' ')}
        </Alert>
      )}
      <Typography sx={{ mt: 2 }} aria-live="polite">
        Of these {p.rows.length} rows: {counts.ok} imported, {counts.queue} to the review queue, {counts.skip} skipped,{' '}
        {counts.refuse} refused.
      </Typography>
      <TableContainer sx={{ mt: 1, maxWidth: '100%', overflowX: 'auto' }}>
        <Table size="small" aria-label="First rows of the file">
          <TableHead>
            <TableRow>
              <TableCell>Row</TableCell>
              <TableCell>What the import does</TableCell>
              {p.header.map((h, i) => (
                <TableCell key={i}>{h}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {p.rows.map((r, i) => {
              const d = describe(outcomes[i]);
              return (
                <TableRow key={i}>
                  <TableCell>{p.headerRow + 2 + i}</TableCell>
                  <TableCell
                    sx={{
                      color: d.tone === 'refuse' ? 'error.main' : d.tone === 'skip' ? 'text.secondary' : undefined,
                      minWidth: 200,
                    }}
                  >
                    {d.label}
                  </TableCell>
                  {p.header.map((_h, j) => (
                    <TableCell key={j}>{r[j] ?? ''}</TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack spacing={2} sx={{ mt: 2, maxWidth: 560 }}>
        <TextField label="Mapping name" required value={name} onChange={(e) => setName(e.target.value)} />
        <TextField
          label="Store"
          value={store}
          onChange={(e) => setStore(e.target.value)}
          helperText="Rows without a store column take this"
        />
        <TextField
          label="Exchange rates to USD"
          value={rates}
          onChange={(e) => setRates(e.target.value)}
          helperText='For amounts not in USD, such as {"EUR":1.08}'
        />
        {err && <Alert severity="error">{err}</Alert>}
        <Button variant="contained" onClick={saveAndImport} disabled={busy}>
          {busy ? 'Importing…' : 'Save mapping and import'}
        </Button>
      </Stack>
    </Paper>
  );
}
