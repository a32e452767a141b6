'use client';
// The drive: folders, resumable uploads (tus) with progress, previews, rename, move, trash, versions,
// share links (download with optional password, upload-only for a folder), the quota and attached files.
import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { apiKey, errorText, useApi } from '@/lib/api-client';
import { LoadingModule } from '../ui/loading-module';
import { DrivePreview } from './drive-preview';
import { DriveDialogs, type DriveDialog } from './drive-dialogs';
import { AttachedFiles, OwnerPicker } from './drive-lists';
import { formatBytes as size } from '@/lib/platform/format';
import { DriveTable, type DriveFileRow } from './drive-table';
import { UploadPanel, useDriveUpload } from './drive-upload';

/** `staff`: pick whose drive to open (admin-drive); others see their own. */
export function DriveBrowser({ staff = false }: { staff?: boolean }) {
  const qc = useQueryClient();
  const [ownerId, setOwnerId] = useState('');
  const [folderId, setFolderId] = useState<string | null>(null);
  const [trash, setTrash] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [preview, setPreview] = useState<DriveFileRow | null>(null);
  const [dialog, setDialog] = useState<DriveDialog | null>(null);
  const [dialogKey, setDialogKey] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const openDialog = (d: DriveDialog) => {
    setDialogKey((k) => k + 1);
    setDialog(d);
  };

  const query = {
    folderId: folderId && !trash ? folderId : undefined,
    trash: trash ? ('1' as const) : undefined,
    ownerId,
  };
  const { data, error, isLoading } = useApi('/api/drive', { query }, { staleTime: 0 });
  // Every drive list: the folder shown, the attached files, a file's versions.
  const drive = apiKey('/api/drive')[0];
  const refresh = () => qc.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(drive) });
  const { upload, startUpload, pause, resume } = useDriveUpload(folderId, refresh, setMessage);

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

  if (isLoading) return <LoadingModule />;
  if (error || !data) return <Alert severity="error">{errorText(error)}</Alert>;
  const used = data.quota.quotaBytes ? Math.min(100, (data.quota.usedBytes / data.quota.quotaBytes) * 100) : 0;

  return (
    <Stack spacing={2}>
      {staff && (
        <OwnerPicker
          ownerId={ownerId}
          onChange={(id) => {
            setOwnerId(id);
            setFolderId(null);
          }}
        />
      )}
      <Box>
        <Typography variant="body2" id="quota-label">
          {data.quota.unverified
            ? 'Confirm your email address to use your drive: open the link we emailed you when you signed up.'
            : `${size(data.quota.usedBytes)} used of ${size(data.quota.quotaBytes)}`}
        </Typography>
        <LinearProgress variant="determinate" value={used} aria-labelledby="quota-label" />
      </Box>

      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          onClick={() => fileInput.current?.click()}
          disabled={trash || upload?.status === 'uploading' || !!ownerId}
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
        <Button variant="outlined" disabled={trash} onClick={() => openDialog({ kind: 'folder' })}>
          New folder
        </Button>
        {folderId && !trash && (
          <Button variant="outlined" onClick={() => openDialog({ kind: 'dropbox' })}>
            Upload-only link
          </Button>
        )}
        <Button variant="text" onClick={() => (setTrash(!trash), setFolderId(null))}>
          {trash ? 'Back to files' : 'Trash'}
        </Button>
      </Stack>

      <UploadPanel upload={upload} pause={pause} resume={resume} />
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

      <DriveTable
        data={data}
        trash={trash}
        folderId={folderId}
        act={act}
        setFolderId={setFolderId}
        setPreview={setPreview}
        onDialog={openDialog}
      />

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

      {!trash && !folderId && <AttachedFiles ownerId={ownerId} />}

      <DriveDialogs
        key={dialogKey}
        dialog={dialog}
        onClose={() => setDialog(null)}
        folderId={folderId}
        ownerId={ownerId}
        act={act}
        setMessage={setMessage}
      />
    </Stack>
  );
}
