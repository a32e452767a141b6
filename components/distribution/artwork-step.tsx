'use client';
// Step 3: cover artwork, checked on the server (square JPEG/PNG, 3000 px or more).
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorText } from '@/lib/api-client';
import { uploadWithProgress, type UploadProgress } from '@/lib/platform/storage/upload-client';
import { UploadProgressBar } from '../ui/upload-progress';
import { QcMessages } from './qc-messages';
import type { ReleaseView } from './types';

export function ArtworkStep({ release, onChanged }: { release: ReleaseView; onChanged: () => void }) {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function upload(file: File) {
    setError(null);
    const form = new FormData();
    form.append('artwork', file, file.name);
    try {
      // eslint-disable-next-line local/no-raw-api-path -- an XHR upload with progress
      await uploadWithProgress(`/api/releases/${release.id}/artwork`, form, setProgress);
      onChanged();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setProgress(null);
    }
  }
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        Stores need a square JPEG or PNG of at least 3000 x 3000 pixels, without web addresses, prices or promotional
        text.
      </Typography>
      {release.artworkFileId && (
        <Box>
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            // eslint-disable-next-line local/no-raw-api-path -- a file route read by the browser (src)
            src={`/api/files/${release.artworkFileId}`}
            alt={`Cover artwork of ${release.title}`}
            width={220}
            height={220}
            style={{ borderRadius: 8 }}
          />
          <Typography variant="body2" color="text.secondary">
            {release.artworkWidth} x {release.artworkHeight} px
          </Typography>
        </Box>
      )}
      <div>
        <Button component="label" variant="outlined">
          {release.artworkFileId ? 'Replace artwork' : 'Upload artwork'}
          <input
            hidden
            type="file"
            accept="image/jpeg,image/png"
            aria-label="Artwork file"
            onChange={(e) => {
              const f = e.target.files?.[0];
              if (f) void upload(f);
              e.target.value = '';
            }}
          />
        </Button>
      </div>
      <UploadProgressBar label="Artwork" progress={progress} />
      {error && <Alert severity="error">{error}</Alert>}
      <QcMessages qc={release.qc} field="artwork" />
    </Stack>
  );
}
