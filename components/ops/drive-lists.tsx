'use client';
// The drive's paged lists: whose drive staff open (everyone who keeps files) and the files attached to
// releases, lessons and profiles.
import MenuItem from '@mui/material/MenuItem';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { apiUrl, type ApiAnswer } from '@/lib/api-client';
import { LoadMore, usePagedList } from '../ui/paged-list';
import { formatBytes as size } from '@/lib/platform/format';

type Owners = ApiAnswer<'/api/drive/owners'>;
type Attached = ApiAnswer<'/api/drive/attached'>;
type AttachedFile = Attached['items'][number];

/** Staff: their own drive ('') or another person's; more people load on request. */
export function OwnerPicker({ ownerId, onChange }: { ownerId: string; onChange: (id: string) => void }) {
  const owners = usePagedList<Owners['items'][number], Owners>(apiUrl('/api/drive/owners'));
  const list = owners.items ?? [];
  return (
    <Stack spacing={1} sx={{ maxWidth: 420 }}>
      <TextField select label="Whose drive" value={ownerId} onChange={(e) => onChange(e.target.value)}>
        <MenuItem value="">My drive</MenuItem>
        {list.map((o) => (
          <MenuItem key={o.id} value={o.id}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
      {owners.total > 0 && <LoadMore shown={list.length} {...owners} />}
    </Stack>
  );
}

/** Files attached elsewhere, grouped by what they are for (the list comes in that order). */
export function AttachedFiles({ ownerId }: { ownerId: string }) {
  const attached = usePagedList<AttachedFile, Attached>(apiUrl('/api/drive/attached', { query: { ownerId } }), {
    staleTime: 0,
  });
  const files = attached.items ?? [];
  if (files.length === 0) return null;
  const groups = new Map<string, AttachedFile[]>();
  for (const f of files) groups.set(f.group, [...(groups.get(f.group) ?? []), f]);
  return (
    <Stack spacing={2}>
      {[...groups].map(([label, group]) => (
        <Paper key={label} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {label}
          </Typography>
          {group.map((f) => (
            <Typography key={f.id} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              <Link href={f.url}>{f.name}</Link> · {size(f.sizeBytes)}
            </Typography>
          ))}
        </Paper>
      ))}
      <LoadMore shown={files.length} {...attached} />
    </Stack>
  );
}
