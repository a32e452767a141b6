'use client';
// The drive's dialogs: a new folder, renaming a file, share links (a file, or upload-only to a folder) and versions.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, errorText, useApi } from '@/lib/api-client';
import { formatBytes as size, formatDateTime } from '@/lib/platform/format';
import type { FileDialog } from './drive-table';

export type DriveDialog = FileDialog | { kind: 'folder' } | { kind: 'dropbox' };

/** Render with a new `key` for each dialog opened: its fields start from the dialog's own values. */
export function DriveDialogs({
  dialog,
  onClose,
  folderId,
  ownerId,
  act,
  setMessage,
}: {
  dialog: DriveDialog | null;
  onClose: () => void;
  folderId: string | null;
  /** Staff: whose drive ('' for their own). */
  ownerId: string;
  act: (fn: () => Promise<unknown>, ok: string) => Promise<void>;
  setMessage: (m: { ok: boolean; text: string }) => void;
}) {
  const [text, setText] = useState(dialog?.kind === 'rename' ? dialog.file.name : '');
  const [hours, setHours] = useState('72');
  const [link, setLink] = useState('');
  const versions = useApi(
    '/api/drive/files/[id]/versions',
    { params: { id: dialog && 'file' in dialog ? dialog.file.id : '' } },
    { enabled: dialog?.kind === 'versions', staleTime: 0 },
  );
  const nameField = { text, setText, onClose };
  return (
    <Dialog open={!!dialog} onClose={onClose} fullWidth maxWidth="sm">
      {dialog?.kind === 'folder' && (
        <NameStep
          title="New folder"
          label="Folder name"
          submitLabel="Create"
          {...nameField}
          onSubmit={() =>
            act(
              () => api.post('/api/drive/folders', { name: text, parentId: folderId }, { query: { ownerId } }),
              'Folder created.',
            )
          }
        />
      )}
      {dialog?.kind === 'rename' && (
        <NameStep
          title="Rename"
          label="Name"
          submitLabel="Save"
          {...nameField}
          onSubmit={() => {
            const id = dialog.file.id;
            return act(() => api.patch('/api/drive/files/[id]', { name: text }, { params: { id } }), 'File renamed.');
          }}
        />
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
            <Button onClick={onClose}>Close</Button>
            <Button
              variant="contained"
              onClick={async () => {
                try {
                  const body = { expiresInHours: Number(hours), ...(text ? { password: text } : {}) };
                  const r =
                    dialog.kind === 'share'
                      ? await api.post('/api/drive/files/[id]/shares', body, { params: { id: dialog.file.id } })
                      : await api.post('/api/drive/folders/[id]/shares', body, { params: { id: folderId ?? '' } });
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
            {versions.error && <Alert severity="error">{errorText(versions.error)}</Alert>}
            {(versions.data ?? []).map((v) => (
              <Typography key={v.version} variant="body2">
                <Link href={`/api/drive/files/${dialog.file.id}/download?version=${v.version}`}>
                  Version {v.version}
                </Link>{' '}
                · {size(v.sizeBytes)} · {formatDateTime(v.createdAt)}
              </Typography>
            ))}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

/** A dialog step asking for one name (a new folder's, a file's new one); the dialog closes as the change starts. */
function NameStep({
  title,
  label,
  submitLabel,
  text,
  setText,
  onClose,
  onSubmit,
}: {
  title: string;
  label: string;
  submitLabel: string;
  text: string;
  setText: (text: string) => void;
  onClose: () => void;
  onSubmit: () => Promise<void>;
}) {
  return (
    <>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          label={label}
          value={text}
          onChange={(e) => setText(e.target.value)}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          onClick={() => {
            onClose();
            void onSubmit();
          }}
        >
          {submitLabel}
        </Button>
      </DialogActions>
    </>
  );
}
