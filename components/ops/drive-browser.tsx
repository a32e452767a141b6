'use client';
// The drive: folders, resumable uploads (tus) with progress, previews, rename, move, trash, versions,
// share links (download with optional password, upload-only for a folder) and the quota.
import { useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as tus from 'tus-js-client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { apiJson, errorText } from '@/lib/api-client';
import type { DriveListing } from '@/lib/drive/service';
import { LoadingModule } from '../ui/loading-module';
import { DrivePreview } from './drive-preview';
import { formatDateTime } from '@/lib/format';

type DriveFileRow = DriveListing['files'][number];

function size(n: number) {
  if (n >= 1024 ** 3) return `${(n / 1024 ** 3).toFixed(2)} GB`;
  if (n >= 1024 ** 2) return `${(n / 1024 ** 2).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(n / 1024))} KB`;
}

interface UploadState {
  name: string;
  loaded: number;
  total: number;
  status: 'uploading' | 'paused' | 'done' | 'error';
  error?: string;
}

export function DriveBrowser({ owners }: { owners?: { id: string; label: string }[] }) {
  const qc = useQueryClient();
  const [ownerId, setOwnerId] = useState(owners?.[0]?.id ?? '');
  const [folderId, setFolderId] = useState<string | null>(null);
  const [trash, setTrash] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [upload, setUpload] = useState<UploadState | null>(null);
  const uploadRef = useRef<tus.Upload | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<DriveFileRow | null>(null);
  const [dialog, setDialog] = useState<
    | { kind: 'folder' }
    | { kind: 'rename'; file: DriveFileRow }
    | { kind: 'share'; file: DriveFileRow }
    | { kind: 'dropbox' }
    | { kind: 'versions'; file: DriveFileRow }
    | null
  >(null);
  const [text, setText] = useState('');
  const [hours, setHours] = useState('72');
  const [link, setLink] = useState('');
  const [versions, setVersions] = useState<{ version: number; sizeBytes: number; createdAt: string }[]>([]);

  const params = new URLSearchParams();
  if (folderId && !trash) params.set('folderId', folderId);
  if (trash) params.set('trash', '1');
  if (owners && ownerId) params.set('ownerId', ownerId);
  const key = `/api/drive?${params}`;
  const { data, error, isLoading } = useQuery<DriveListing>({ queryKey: [key], staleTime: 0 });
  const ownerQuery = owners && ownerId ? `?ownerId=${ownerId}` : '';
  const refresh = () => qc.invalidateQueries({ queryKey: [key] });

  async function act(fn: () => Promise<unknown>, ok: string) {
    setMessage(null);
    try {
      await fn();
      setMessage({ ok: true, text: ok });
      await refresh();
    } catch (err) {
      setMessage({ ok: false, text: errorText(err) });
    }
  }

  function startUpload(file: File) {
    setMessage(null);
    const up = new tus.Upload(file, {
      endpoint: '/api/drive/tus',
      chunkSize: 5 * 1024 * 1024,
      retryDelays: [0, 1000, 3000, 5000],
      metadata: { filename: file.name, filetype: file.type, folderId: folderId ?? '' },
      removeFingerprintOnSuccess: true,
      onProgress: (loaded, total) => setUpload({ name: file.name, loaded, total, status: 'uploading' }),
      onError: (err) => {
        const res = (err as tus.DetailedError).originalResponse;
        let text = 'The upload stopped. Press Resume to continue from where it stopped.';
        try {
          text = (JSON.parse(res?.getBody() ?? '') as { error?: string }).error ?? text;
        } catch {
          /* keep the general message */
        }
        setUpload((u) => u && { ...u, status: 'error', error: text });
      },
      onSuccess: () => {
        setUpload((u) => u && { ...u, loaded: u.total, status: 'done' });
        void refresh();
      },
    });
    uploadRef.current = up;
    setUpload({ name: file.name, loaded: 0, total: file.size, status: 'uploading' });
    // A file uploaded before (same name, size and date) continues where it stopped.
    void up.findPreviousUploads().then((previous) => {
      if (previous.length) up.resumeFromPreviousUpload(previous[0]);
      up.start();
    });
  }

  function pause() {
    void uploadRef.current?.abort();
    setUpload((u) => u && { ...u, status: 'paused' });
  }
  function resume() {
    setUpload((u) => u && { ...u, status: 'uploading', error: undefined });
    uploadRef.current?.start();
  }

  async function openVersions(file: DriveFileRow) {
    setDialog({ kind: 'versions', file });
    try {
      setVersions(await apiJson('GET', `/api/drive/files/${file.id}/versions`));
    } catch (err) {
      setMessage({ ok: false, text: errorText(err) });
    }
  }

  if (isLoading) return <LoadingModule />;
  if (error || !data) return <Alert severity="error">{errorText(error)}</Alert>;
  const used = data.quota.quotaBytes ? Math.min(100, (data.quota.usedBytes / data.quota.quotaBytes) * 100) : 0;
  const pct = upload && upload.total ? Math.round((upload.loaded / upload.total) * 100) : 0;

  return (
    <Stack spacing={2}>
      {owners && (
        <TextField
          select
          label="Whose drive"
          value={ownerId}
          onChange={(e) => {
            setOwnerId(e.target.value);
            setFolderId(null);
          }}
          sx={{ maxWidth: 420 }}
        >
          {owners.map((o) => (
            <MenuItem key={o.id} value={o.id}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Box>
        <Typography variant="body2" id="quota-label">
          {size(data.quota.usedBytes)} used of {size(data.quota.quotaBytes)}
        </Typography>
        <LinearProgress variant="determinate" value={used} aria-labelledby="quota-label" />
      </Box>

      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          onClick={() => fileInput.current?.click()}
          disabled={trash || upload?.status === 'uploading' || (!!owners && ownerId !== owners[0]?.id)}
        >
          Upload a file
        </Button>
        <input
          ref={fileInput}
          type="file"
          hidden
          aria-label="File to upload"
          data-testid="drive-file-input"
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) startUpload(f);
            e.target.value = '';
          }}
        />
        <Button variant="outlined" disabled={trash} onClick={() => (setText(''), setDialog({ kind: 'folder' }))}>
          New folder
        </Button>
        {folderId && !trash && (
          <Button variant="outlined" onClick={() => (setLink(''), setDialog({ kind: 'dropbox' }))}>
            Upload-only link
          </Button>
        )}
        <Button variant="text" onClick={() => (setTrash(!trash), setFolderId(null))}>
          {trash ? 'Back to files' : 'Trash'}
        </Button>
      </Stack>

      {upload && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="body2" id="upload-label" role="status">
            {upload.name}: {pct}% ({size(upload.loaded)} of {size(upload.total)})
            {upload.status === 'done' ? ' · uploaded' : upload.status === 'paused' ? ' · paused' : ''}
          </Typography>
          <LinearProgress variant="determinate" value={pct} aria-labelledby="upload-label" sx={{ my: 1 }} />
          {upload.error && <Alert severity="warning">{upload.error}</Alert>}
          <Stack direction="row" spacing={1}>
            {upload.status === 'uploading' && <Button onClick={pause}>Pause</Button>}
            {(upload.status === 'paused' || upload.status === 'error') && <Button onClick={resume}>Resume</Button>}
          </Stack>
        </Paper>
      )}
      {message && <Alert severity={message.ok ? 'success' : 'error'}>{message.text}</Alert>}

      {!trash && (
        <Breadcrumbs aria-label="Folder path">
          <Link component="button" onClick={() => setFolderId(null)}>
            My drive
          </Link>
          {data.path.map((p) => (
            <Link key={p.id} component="button" onClick={() => setFolderId(p.id)}>
              {p.name}
            </Link>
          ))}
        </Breadcrumbs>
      )}

      <Paper tabIndex={0} variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={trash ? 'Trash' : 'Files'}>
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell align="right">Size</TableCell>
              <TableCell>Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.folders.map((f) => (
              <TableRow key={f.id}>
                <TableCell>
                  {trash ? (
                    `📁 ${f.name}`
                  ) : (
                    <Link component="button" onClick={() => setFolderId(f.id)}>
                      📁 {f.name}
                    </Link>
                  )}
                </TableCell>
                <TableCell />
                <TableCell>
                  <Button
                    size="small"
                    onClick={() =>
                      act(
                        () => apiJson('PATCH', `/api/drive/folders/${f.id}`, { trashed: !trash }),
                        trash ? 'Folder restored.' : 'Folder moved to the trash.',
                      )
                    }
                  >
                    {trash ? 'Restore' : 'Trash'}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
            {data.files.map((f) => (
              <TableRow key={f.id}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  <Link component="button" onClick={() => setPreview(f)}>
                    {f.name}
                  </Link>
                  {f.version > 1 && ` (v${f.version})`}
                </TableCell>
                <TableCell align="right">{size(f.sizeBytes)}</TableCell>
                <TableCell>
                  <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
                    {trash ? (
                      <>
                        <Button
                          size="small"
                          onClick={() =>
                            act(
                              () => apiJson('PATCH', `/api/drive/files/${f.id}`, { trashed: false }),
                              'File restored.',
                            )
                          }
                        >
                          Restore
                        </Button>
                        <Button
                          size="small"
                          color="error"
                          onClick={() =>
                            act(() => apiJson('DELETE', `/api/drive/files/${f.id}`), 'File deleted for good.')
                          }
                        >
                          Delete for good
                        </Button>
                      </>
                    ) : (
                      <>
                        <Button size="small" href={`/api/drive/files/${f.id}/download`}>
                          Download
                        </Button>
                        <Button size="small" onClick={() => (setText(f.name), setDialog({ kind: 'rename', file: f }))}>
                          Rename
                        </Button>
                        <TextField
                          select
                          size="small"
                          label="Move to"
                          value=""
                          sx={{ minWidth: 110 }}
                          onChange={(e) =>
                            act(
                              () =>
                                apiJson('PATCH', `/api/drive/files/${f.id}`, {
                                  folderId: e.target.value === 'root' ? null : e.target.value,
                                }),
                              'File moved.',
                            )
                          }
                        >
                          {folderId && <MenuItem value={data.folder?.parentId ?? 'root'}>Up one level</MenuItem>}
                          {folderId && <MenuItem value="root">My drive</MenuItem>}
                          {data.folders.map((d) => (
                            <MenuItem key={d.id} value={d.id}>
                              {d.name}
                            </MenuItem>
                          ))}
                        </TextField>
                        <Button
                          size="small"
                          onClick={() => (setLink(''), setText(''), setDialog({ kind: 'share', file: f }))}
                        >
                          Share
                        </Button>
                        <Button size="small" onClick={() => openVersions(f)}>
                          Versions
                        </Button>
                        <Button
                          size="small"
                          onClick={() =>
                            act(
                              () => apiJson('PATCH', `/api/drive/files/${f.id}`, { trashed: true }),
                              'File moved to the trash.',
                            )
                          }
                        >
                          Trash
                        </Button>
                      </>
                    )}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {data.folders.length + data.files.length === 0 && (
          <Typography sx={{ p: 2 }}>{trash ? 'The trash is empty.' : 'This folder is empty.'}</Typography>
        )}
      </Paper>

      {preview && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
            <Typography variant="subtitle1" component="h2" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
              {preview.name}
            </Typography>
            <Button onClick={() => setPreview(null)}>Close</Button>
          </Stack>
          <DrivePreview src={`/api/drive/files/${preview.id}/download`} mime={preview.mime} name={preview.name} />
        </Paper>
      )}

      {data.attached.map((g) => (
        <Paper key={g.label} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {g.label}
          </Typography>
          {g.files.map((f) => (
            <Typography key={f.id} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              <Link href={f.url}>{f.name}</Link> · {size(f.sizeBytes)}
            </Typography>
          ))}
        </Paper>
      ))}

      <Dialog open={!!dialog} onClose={() => setDialog(null)} fullWidth maxWidth="sm">
        {dialog?.kind === 'folder' && (
          <>
            <DialogTitle>New folder</DialogTitle>
            <DialogContent>
              <TextField
                autoFocus
                fullWidth
                label="Folder name"
                value={text}
                onChange={(e) => setText(e.target.value)}
                sx={{ mt: 1 }}
              />
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setDialog(null)}>Cancel</Button>
              <Button
                variant="contained"
                onClick={() => (
                  setDialog(null),
                  act(
                    () => apiJson('POST', `/api/drive/folders${ownerQuery}`, { name: text, parentId: folderId }),
                    'Folder created.',
                  )
                )}
              >
                Create
              </Button>
            </DialogActions>
          </>
        )}
        {dialog?.kind === 'rename' && (
          <>
            <DialogTitle>Rename</DialogTitle>
            <DialogContent>
              <TextField
                autoFocus
                fullWidth
                label="Name"
                value={text}
                onChange={(e) => setText(e.target.value)}
                sx={{ mt: 1 }}
              />
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setDialog(null)}>Cancel</Button>
              <Button
                variant="contained"
                onClick={() => {
                  const id = dialog.file.id;
                  setDialog(null);
                  void act(() => apiJson('PATCH', `/api/drive/files/${id}`, { name: text }), 'File renamed.');
                }}
              >
                Save
              </Button>
            </DialogActions>
          </>
        )}
        {(dialog?.kind === 'share' || dialog?.kind === 'dropbox') && (
          <>
            <DialogTitle>
              {dialog.kind === 'share' ? `Share ${dialog.file.name}` : 'Upload-only link to this folder'}
            </DialogTitle>
            <DialogContent>
              {dialog.kind === 'dropbox' && (
                <Typography variant="body2" sx={{ mb: 1 }}>
                  Whoever has the link can add files to this folder (sent as a form with a “file” field) but cannot see
                  what is in it.
                </Typography>
              )}
              <Stack spacing={2} sx={{ mt: 1 }}>
                <TextField
                  label="Link works for (hours)"
                  type="number"
                  value={hours}
                  onChange={(e) => setHours(e.target.value)}
                />
                <TextField
                  label="Password (optional)"
                  type="password"
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                />
                {link && (
                  <Alert severity="success" sx={{ overflowWrap: 'anywhere' }}>
                    Link created: {link}
                  </Alert>
                )}
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setDialog(null)}>Close</Button>
              <Button
                variant="contained"
                onClick={async () => {
                  try {
                    const body = { expiresInHours: Number(hours), ...(text ? { password: text } : {}) };
                    const r = await apiJson<{ url: string }>(
                      'POST',
                      dialog.kind === 'share'
                        ? `/api/drive/files/${dialog.file.id}/shares`
                        : `/api/drive/folders/${folderId}/shares`,
                      body,
                    );
                    setLink(`${window.location.origin}${r.url}`);
                  } catch (err) {
                    setLink('');
                    setMessage({ ok: false, text: errorText(err) });
                  }
                }}
              >
                Create link
              </Button>
            </DialogActions>
          </>
        )}
        {dialog?.kind === 'versions' && (
          <>
            <DialogTitle>Versions of {dialog.file.name}</DialogTitle>
            <DialogContent>
              {versions.map((v) => (
                <Typography key={v.version} variant="body2">
                  <Link href={`/api/drive/files/${dialog.file.id}/download?version=${v.version}`}>
                    Version {v.version}
                  </Link>{' '}
                  · {size(v.sizeBytes)} · {formatDateTime(v.createdAt)}
                </Typography>
              ))}
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setDialog(null)}>Close</Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </Stack>
  );
}
