'use client';
// Admin statement import: the form (file, optional overrides) and upload progress, then what opens after an
// upload (the mapping editor for a file or a zip archive's entry of an unknown layout, the imports a zip archive
// of several statements created, one import's progress bar and summary with the skipped rows, retry and delete
// of a failed import: statement-import-panels.tsx, loaded on demand), and the recent imports. The form and the
// list are plain markup read with plain fetch (no MUI, no TanStack Query, no providers), so the page hydrates
// little on a phone (Lighthouse, mobile).
import { useCallback, useEffect, useId, useState } from 'react';
import dynamic from 'next/dynamic';
import { api, errorText, type ApiAnswer } from '@/lib/api-request';
import { uploadWithProgress, type UploadProgress } from '@/lib/platform/storage/upload-client';
import { formatBytes } from '@/lib/platform/format';
import type { ImportAnswer } from './bundle-imports';
import { RecentImports } from './statement-import-recent';
import btn from '@/components/ui/static-button.module.css';
import css from '@/components/ui/lean.module.css';

const Panels = dynamic(() => import('./statement-import-panels'), { ssr: false });

const UNKNOWN_LAYOUT = /layout of this file is unknown/;
const ACCEPT =
  '.csv,.tsv,.txt,.gz,.zip,.xlsx,text/csv,text/tab-separated-values,application/gzip,application/zip,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Mappings = ApiAnswer<'/api/royalties/mappings'>['items'];

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

/** A labelled bar for the upload in flight; at 100% the server is reading the file, so it turns indeterminate. */
function UploadBar({ progress }: { progress: UploadProgress | null }) {
  if (!progress) return null;
  const reading = progress.percent >= 100;
  return (
    <div>
      <p className={css.muted} id="Upload-progress-label">
        Upload: {progress.percent}% ({formatBytes(progress.loaded)} of {formatBytes(progress.total)})
        {reading ? ', reading the file…' : ''}
      </p>
      <div
        className={`${css.progress} ${reading ? css.indeterminate : ''}`}
        role="progressbar"
        aria-labelledby="Upload-progress-label"
        aria-valuenow={reading ? undefined : progress.percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <span style={reading ? undefined : { width: `${progress.percent}%` }} />
      </div>
    </div>
  );
}

/** MUI's outlined text field: the label names the input, the helper text describes it. */
function Field({ label, helper, ...input }: { label: string; helper: string } & React.ComponentProps<'input'>) {
  const id = useId();
  return (
    <div className={css.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} className={css.input} aria-describedby={`${id}-helper`} {...input} />
      <span id={`${id}-helper`} className={css.helper}>
        {helper}
      </span>
    </div>
  );
}

/** `layouts`: the names of the layouts the importer recognises, from the server (a list fetched after load made
 * the paragraph naming them grow and pushed the form down: layout shift 0.046 on Lighthouse, mobile). `brand`:
 * the theme of the parts that open after an upload. */
export function StatementImport({ layouts, brand }: { layouts: string[]; brand: string }) {
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
  const [mappings, setMappings] = useState<Mappings>([]);
  const [version, setVersion] = useState(0);
  const changed = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    let live = true;
    api.get('/api/royalties/mappings').then(
      (m) => live && setMappings(m.items),
      () => undefined, // the select still offers recognition from the file
    );
    return () => {
      live = false;
    };
  }, [version]);

  /** One import opens at once; several (a zip archive of statements) are listed, each opening on a click. */
  const imported = useCallback(
    (name: string, res: ImportAnswer) => {
      setCreated({ file: name, answer: res });
      setCurrent(res.imports.length === 1 ? res.imports[0].id : null);
      changed();
    },
    [changed],
  );

  const onMapped = useCallback(
    (res: ImportAnswer) => {
      if (mapFile) imported(mapFile.file.name, res);
      setMapFile(null);
      setErr('');
    },
    [mapFile, imported],
  );

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
      // eslint-disable-next-line local/no-raw-api-path -- an XHR upload with progress
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

  const open = mapFile || created || current;
  return (
    <div className={css.stack}>
      <form className={css.card} onSubmit={submit} aria-label="Import a store statement">
        <h2 className={css.h2}>Import a store statement</h2>
        <p className={css.body2}>
          CSV or TSV (any encoding) or an Excel workbook (.xlsx, its largest sheet), gzip or zip accepted; a zip archive
          of several statements imports each of them (all, or none if one cannot be). The layout is recognised from the
          file: {layouts.join(', ')}, and your saved mappings. A file of another layout opens the mapping editor. The
          fields below are optional overrides.
        </p>
        <div className={css.fields}>
          {/* The input is visually hidden but focusable: Tab reaches it, Enter or Space opens the file picker. */}
          <label className={`${btn.button} ${btn.outlined} ${css.tinted} ${css.filePicker}`}>
            {file ? `File: ${file.name}` : 'Choose statement file'}
            <input
              className={css.visuallyHidden}
              type="file"
              aria-label="Statement file"
              accept={ACCEPT}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </label>
          <Field
            label="Store"
            helper="Rows without a store column take this"
            value={store}
            onChange={(e) => setStore(e.target.value)}
          />
          <Field
            label="Statement period"
            helper="Rows without a sale date take this month"
            type="month"
            value={period}
            onChange={(e) => setPeriod(e.target.value)}
          />
          <div className={css.row}>
            <Field
              label="Currency"
              helper="Of rows without a currency column"
              value={currency}
              maxLength={3}
              onChange={(e) => setCurrency(e.target.value.toUpperCase())}
            />
            <Field
              label="Exchange rates to USD"
              helper='Such as {"EUR":1.08,"GBP":1.27}'
              value={rates}
              onChange={(e) => setRates(e.target.value)}
            />
          </div>
          <label className={css.field}>
            Layout
            <select className={css.input} value={mapping} onChange={(e) => setMapping(e.target.value)}>
              <option value="">Recognise from the file</option>
              {mappings.map((m) => (
                <option key={m.id} value={m.id}>
                  Saved mapping: {m.name}
                  {m.store ? ` (${m.store})` : ''}
                </option>
              ))}
            </select>
          </label>
          <UploadBar progress={upload} />
          {err && (
            <p className={`${css.alert} ${mapFile ? css.alertInfo : css.alertError}`} role="alert">
              {err}
            </p>
          )}
          <div className={css.buttons}>
            <button type="submit" className={`${btn.button} ${btn.contained} ${css.filled}`} disabled={busy}>
              {busy ? 'Uploading…' : 'Import statement'}
            </button>
            <button
              type="button"
              className={`${btn.button} ${btn.outlined} ${css.tinted}`}
              disabled={!file}
              onClick={() => file && setMapFile({ file })}
            >
              Map columns by hand
            </button>
          </div>
        </div>
      </form>
      {open && (
        <Panels
          brand={brand}
          mapFile={mapFile}
          created={created}
          current={current}
          onMapped={onMapped}
          onOpen={setCurrent}
          onChanged={changed}
        />
      )}
      <RecentImports version={version} onOpen={setCurrent} />
    </div>
  );
}
