'use client';
// The lesson builder's Resources tab: links, or uploads checked by their bytes on the server.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { apiRequest, errorText } from '@/lib/api-client';
import { newKey, type DraftResource, type LessonDraft } from './lesson-builder-types';

const TYPES: DraftResource['type'][] = ['pdf', 'video', 'audio', 'link', 'image'];

export function LessonResources({ draft, setDraft }: { draft: LessonDraft; setDraft: (d: LessonDraft) => void }) {
  const [item, setItem] = useState<{ name: string; type: DraftResource['type']; url: string }>({
    name: '',
    type: 'link',
    url: '',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const add = (r: Omit<DraftResource, 'key'>) =>
    setDraft({ ...draft, resources: [...draft.resources, { ...r, key: newKey() }] });

  async function upload(file: File) {
    setProblem(null);
    setUploading(true);
    try {
      const form = new FormData();
      form.append('file', file);
      // eslint-disable-next-line local/no-raw-api-path -- a multipart upload: the typed client sends JSON bodies only
      const res = await apiRequest('POST', `/api/school/resources?type=${item.type}`, form);
      const body = (await res.json()) as { fileId: string; url: string; name: string };
      add({ name: item.name || body.name, type: item.type, url: body.url, fileId: body.fileId });
      setItem({ ...item, name: '', url: '' });
    } catch (err) {
      setProblem(errorText(err));
    } finally {
      setUploading(false);
    }
  }

  return (
    <Stack spacing={2}>
      {draft.resources.length > 0 && (
        <List dense aria-label="Resources">
          {draft.resources.map((r) => (
            <ListItem
              key={r.key}
              secondaryAction={
                <Button
                  color="error"
                  onClick={() => setDraft({ ...draft, resources: draft.resources.filter((x) => x.key !== r.key) })}
                >
                  Remove
                </Button>
              }
            >
              <ListItemText primary={r.name} secondary={`${r.type.toUpperCase()} · ${r.url}`} />
            </ListItem>
          ))}
        </List>
      )}
      {problem && <Alert severity="error">{problem}</Alert>}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          size="small"
          label="Resource name"
          value={item.name}
          onChange={(e) => setItem({ ...item, name: e.target.value })}
        />
        <TextField
          select
          size="small"
          label="Resource type"
          value={item.type}
          onChange={(e) => setItem({ ...item, type: e.target.value as DraftResource['type'] })}
          sx={{ minWidth: 120 }}
        >
          {TYPES.map((t) => (
            <MenuItem key={t} value={t}>
              {t}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="URL"
          value={item.url}
          onChange={(e) => setItem({ ...item, url: e.target.value })}
          sx={{ flexGrow: 1 }}
        />
        <Button
          variant="outlined"
          disabled={!item.name || !/^https?:\/\//.test(item.url)}
          onClick={() => {
            add(item);
            setItem({ ...item, name: '', url: '' });
          }}
        >
          Add link
        </Button>
        {['pdf', 'image', 'audio'].includes(item.type) && (
          <Button component="label" variant="outlined" disabled={uploading}>
            {uploading ? 'Uploading...' : `Upload ${item.type}`}
            <input hidden type="file" onChange={(e) => e.target.files?.[0] && upload(e.target.files[0])} />
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
