'use client';
// Audio upload for one track, with a progress bar and what the file turned out to be.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { errorText } from '@/lib/api-client';
import { uploadWithProgress, type UploadProgress } from '@/lib/platform/storage/upload-client';
import { UploadProgressBar } from '../ui/upload-progress';
import type { TrackView } from './types';

export function TrackAudio({ releaseId, track, onDone }: { releaseId: string; track: TrackView; onDone: () => void }) {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function upload(file: File) {
    setError(null);
    const form = new FormData();
    form.append('audio', file, file.name);
    try {
      // eslint-disable-next-line local/no-raw-api-path -- an XHR upload with progress
      await uploadWithProgress(`/api/releases/${releaseId}/tracks/${track.id}/audio`, form, setProgress);
      onDone();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setProgress(null);
    }
  }
  return (
    <>
      {track.audioFileId && (
        <Typography variant="body2" color="text.secondary">
          Audio: {track.audioFormat?.toUpperCase()} {track.bitsPerSample ? `${track.bitsPerSample}-bit` : ''}{' '}
          {track.sampleRate ? `${track.sampleRate / 1000} kHz` : ''}{' '}
          {track.channels === 2 ? 'stereo' : track.channels ? `${track.channels} ch` : ''} ·{' '}
          {Math.round((track.durationMs ?? 0) / 1000)} s
        </Typography>
      )}
      <Button component="label" variant="outlined" size="small" sx={{ mt: 1 }}>
        {track.audioFileId ? 'Replace audio' : 'Upload audio (WAV or FLAC)'}
        <input
          hidden
          type="file"
          accept="audio/wav,audio/x-wav,audio/flac,.wav,.flac"
          aria-label={`Audio file for track ${track.position}`}
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) void upload(f);
            e.target.value = '';
          }}
        />
      </Button>
      <UploadProgressBar label={`Track ${track.position} audio`} progress={progress} />
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </>
  );
}
