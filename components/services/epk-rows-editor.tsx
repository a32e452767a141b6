'use client';
// A press kit's repeating rows (shows, press quotes, releases ...): one line of small fields per row, remove, add.
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export type RowValues = Record<string, string | number | undefined>;

export function RowsEditor({
  title,
  rows,
  fields,
  onChange,
  blank,
}: {
  title: string;
  rows: RowValues[];
  fields: { name: string; label: string; type?: string }[];
  onChange: (rows: RowValues[]) => void;
  blank: RowValues;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Stack spacing={1.5}>
        {rows.map((r, i) => (
          <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            {fields.map((f) => (
              <TextField
                key={f.name}
                size="small"
                label={f.label}
                type={f.type ?? 'text'}
                value={r[f.name] ?? ''}
                slotProps={f.type === 'date' ? { inputLabel: { shrink: true } } : undefined}
                onChange={(e) => onChange(rows.map((x, j) => (j === i ? { ...x, [f.name]: e.target.value } : x)))}
                sx={{ flex: 1 }}
              />
            ))}
            <IconButton
              aria-label={`Remove ${title} ${i + 1}`}
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
            >
              ×
            </IconButton>
          </Stack>
        ))}
        <Button size="small" onClick={() => onChange([...rows, { ...blank }])} sx={{ alignSelf: 'flex-start' }}>
          Add
        </Button>
      </Stack>
    </Paper>
  );
}
