'use client';
// Resumable drive uploads (tus): progress, pause and resume, and continuing a file uploaded before.
import { useRef, useState } from 'react';
import * as tus from 'tus-js-client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatBytes as size } from '@/lib/platform/format';

interface UploadState {
  name: string;
  loaded: number;
  total: number;
  status: 'uploading' | 'paused' | 'done' | 'error';
  error?: string;
}

/** Uploads into `folderId`; `onDone` runs when a file has arrived. */
export function useDriveUpload(folderId: string | null, onDone: () => unknown, setMessage: (m: null) => void) {
  const [upload, setUpload] = useState<UploadState | null>(null);
  const uploadRef = useRef<tus.Upload | null>(null);

  function startUpload(file: File) {
    setMessage(null);
    const up = new tus.Upload(file, {
      // eslint-disable-next-line local/no-raw-api-path -- the tus upload endpoint
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
        void onDone();
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

  return { upload, startUpload, pause, resume };
}

export function UploadPanel({
  upload,
  pause,
  resume,
}: Pick<ReturnType<typeof useDriveUpload>, 'upload' | 'pause' | 'resume'>) {
  if (!upload) return null;
  const pct = upload.total ? Math.round((upload.loaded / upload.total) * 100) : 0;
  return (
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
  );
}
