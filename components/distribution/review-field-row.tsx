'use client';
// One field of the release under review: its value, and a comment box the reviewer opens to ask for a change
// there (the comments go back with a changes request).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export type CommentKey = string; // "release:title" or "track:<id>:audio"

export function FieldRow({
  label,
  context,
  value,
  commentKey,
  comments,
  setComment,
  children,
}: {
  label: string;
  /** Names the field's owner for screen readers and the comment box ("Track 2") */
  context?: string;
  value?: string;
  commentKey: CommentKey;
  comments: Record<CommentKey, string | undefined>;
  setComment: (k: CommentKey, v: string | undefined) => void;
  children?: React.ReactNode;
}) {
  const open = comments[commentKey] !== undefined;
  const name = context ? `${context} ${label}` : label;
  return (
    <Box sx={{ py: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          {value !== undefined && <Typography sx={{ overflowWrap: 'anywhere' }}>{value || '—'}</Typography>}
          {children}
        </Box>
        <Button
          size="small"
          onClick={() => setComment(commentKey, open ? undefined : '')}
          aria-label={`${open ? 'Remove comment on' : 'Comment on'} ${name}`}
        >
          {open ? 'Remove' : 'Comment'}
        </Button>
      </Stack>
      {open && (
        <TextField
          fullWidth
          size="small"
          multiline
          sx={{ mt: 1 }}
          label={`What should change: ${name}`}
          value={comments[commentKey]}
          onChange={(e) => setComment(commentKey, e.target.value)}
        />
      )}
    </Box>
  );
}
