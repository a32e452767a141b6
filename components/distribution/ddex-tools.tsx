'use client';
// /ddex-conformance and /ddex-upload: validate an ERN file or a release's message (error by error with
// line numbers, the XSD's and the release profile's rules), and import a valid message as a draft release.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { apiJson, apiKey, errorText } from '@/lib/api-client';
import { TextLink } from '../ui/links';
import type { validateUploadOrRelease } from '@/lib/distribution/ern/conformance';
import type { importErnUpload } from '@/lib/distribution/ern/import';
import type { Json } from '@/lib/platform/json-types';

type Result = Json<Awaited<ReturnType<typeof validateUploadOrRelease>>>;
type Imported = Json<Awaited<ReturnType<typeof importErnUpload>>>;

function Errors({ result }: { result: Result }) {
  if (result.valid)
    return (
      <Alert severity="success">
        {result.source}: valid ERN {result.ernVersion} {result.messageType}.
      </Alert>
    );
  return (
    <Alert severity="error">
      {result.source}: {result.errors.length} error{result.errors.length === 1 ? '' : 's'}
      {result.ernVersion ? ` against the ERN ${result.ernVersion} schema` : ''}
      <List dense aria-label="Validation errors">
        {result.errors.map((e, i) => (
          <ListItem key={i} sx={{ display: 'list-item', listStyle: 'disc', ml: 2 }}>
            {e.line ? `Line ${e.line}: ` : ''}
            {e.message}
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}

/** The release profile's verdict beside the XSD's: each failed rule with its id, DDEX number and line. */
function ProfileRules({ profile }: { profile: Result['profile'] }) {
  if (!profile) return null;
  if (!profile.checked)
    return (
      <Alert severity="info">
        Release profile {profile.declared}: not checked (not one of ERN 4.3&apos;s release profiles).
      </Alert>
    );
  const list = (label: string, rules: typeof profile.errors) => (
    <List dense aria-label={label}>
      {rules.map((e, i) => (
        <ListItem key={i} sx={{ display: 'list-item', listStyle: 'disc', ml: 2 }}>
          {e.line ? `Line ${e.line}: ` : ''}
          {e.message}
          {e.ddex ? ` [DDEX ${e.ddex}]` : ''}
        </ListItem>
      ))}
    </List>
  );
  const warnings = profile.warnings.length > 0 && (
    <Alert severity="warning">
      {profile.warnings.length} conditional rule{profile.warnings.length === 1 ? '' : 's'} or warning
      {profile.warnings.length === 1 ? '' : 's'} (reported, not failing the profile)
      {list('Release profile warnings', profile.warnings)}
    </Alert>
  );
  if (profile.passed)
    return (
      <>
        <Alert severity="success">Conforms to the DDEX {profile.checked} release profile.</Alert>
        {warnings}
      </>
    );
  return (
    <>
      <Alert severity="error">
        {profile.errors.length} {profile.checked} release profile rule{profile.errors.length === 1 ? '' : 's'} failed
        (stores that check the profile refuse the message)
        {list('Release profile errors', profile.errors)}
      </Alert>
      {warnings}
    </>
  );
}

function FilePicker({ label, onFile }: { label: string; onFile: (f: File) => void }) {
  return (
    <Button component="label" variant="outlined">
      {label}
      <input
        hidden
        type="file"
        accept=".xml,application/xml,text/xml"
        aria-label={label}
        onChange={(e) => {
          const f = e.target.files?.[0];
          if (f) onFile(f);
          e.target.value = '';
        }}
      />
    </Button>
  );
}

export function ConformanceChecker({ releases }: { releases: { id: string; title: string; primaryArtist: string }[] }) {
  const [releaseId, setReleaseId] = useState('');
  // The version the release's message is built in: 4.3 (what stores are sent unless they ask for 4.3.2).
  const [ernVersion, setErnVersion] = useState<'4.3' | '4.3.2'>('4.3');
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function run(body: FormData | { releaseId: string; ernVersion: string }) {
    setBusy(true);
    setError(null);
    setResult(null);
    try {
      setResult(await apiJson<Result>('POST', '/api/ddex/validate', body));
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label="Release"
          value={releaseId}
          onChange={(e) => setReleaseId(e.target.value)}
          sx={{ minWidth: 320 }}
        >
          {releases.map((r) => (
            <MenuItem key={r.id} value={r.id}>
              {r.title} — {r.primaryArtist}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Build as"
          value={ernVersion}
          onChange={(e) => setErnVersion(e.target.value as '4.3' | '4.3.2')}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="4.3">ERN 4.3</MenuItem>
          <MenuItem value="4.3.2">ERN 4.3.2 (with ContainsAI)</MenuItem>
        </TextField>
        <Button variant="contained" disabled={!releaseId || busy} onClick={() => run({ releaseId, ernVersion })}>
          Validate release message
        </Button>
        <FilePicker
          label="Validate an ERN file"
          onFile={(f) => {
            const form = new FormData();
            form.append('file', f, f.name);
            void run(form);
          }}
        />
      </Stack>
      {busy && <Alert severity="info">Validating against the ERN 4.3 / 4.3.2 schema…</Alert>}
      {error && <Alert severity="error">{error}</Alert>}
      {result && <Errors result={result} />}
      {result && <ProfileRules profile={result.profile} />}
    </Stack>
  );
}

export function ErnImporter() {
  const [done, setDone] = useState<Imported | null>(null);
  const [error, setError] = useState<string | null>(null);
  const qc = useQueryClient();
  async function upload(f: File) {
    setError(null);
    setDone(null);
    const form = new FormData();
    form.append('file', f, f.name);
    try {
      // A multipart upload: the typed client sends JSON bodies only.
      setDone(await apiJson<Imported>('POST', '/api/ddex/import', form));
      await qc.invalidateQueries({ queryKey: apiKey('/api/ddex/import') });
    } catch (err) {
      setError(errorText(err));
    }
  }
  return (
    <Stack spacing={2}>
      <div>
        <FilePicker label="Upload an ERN 4.3 or 4.3.2 message" onFile={upload} />
      </div>
      {error && <Alert severity="error">{error}</Alert>}
      {done && (
        <Alert severity="success">
          {!('tracks' in done)
            ? `ERN ${done.ernVersion} purge: "${done.title}" is taken down. `
            : `Imported "${done.title}" from ERN ${done.ernVersion} with ${done.tracks} track${done.tracks === 1 ? '' : 's'} as a draft. `}
          <TextLink href={`/project/${done.id}`}>Open it</TextLink>
        </Alert>
      )}
      {done &&
        'warnings' in done &&
        done.warnings?.map((w) => (
          <Alert key={w.path + w.message} severity="warning">
            {w.path}: {w.message}
          </Alert>
        ))}
    </Stack>
  );
}
