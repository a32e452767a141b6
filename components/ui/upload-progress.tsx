'use client';
// A labelled progress bar for an upload in flight. At 100% the bytes are sent and the request is still
// open: the server is reading the file (a spreadsheet statement is converted then), so the bar turns
// indeterminate and says so instead of standing still at 100%.
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { UploadProgress } from '@/lib/platform/storage/upload-client';
import { formatBytes } from '@/lib/platform/format';

export function UploadProgressBar({ label, progress }: { label: string; progress: UploadProgress | null }) {
  if (!progress) return null;
  return (
    <Box sx={{ my: 1 }}>
      <Typography variant="body2" id={`${label}-progress-label`}>
        {label}: {progress.percent}% ({formatBytes(progress.loaded)} of {formatBytes(progress.total)})
        {progress.percent >= 100 ? ', reading the file…' : ''}
      </Typography>
      <LinearProgress
        variant={progress.percent >= 100 ? 'indeterminate' : 'determinate'}
        value={progress.percent}
        aria-labelledby={`${label}-progress-label`}
      />
    </Box>
  );
}
