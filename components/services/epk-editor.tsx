'use client';
// /epk-creation-service: the artist's press kit, prefilled from what the platform knows; photos and
// documents, publishing, private links per recipient (views, expiry), and the ZIP.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, apiKey, apiRequest, errorText, useApi, type ApiAnswer } from '@/lib/api-client';
import type { EpkInput } from '@/lib/services/epk/schema';
import { RowsEditor, type RowValues } from './epk-rows-editor';
import { PrivateLinks } from './epk-private-links';
import { LoadingModule } from '../ui/loading-module';

type MyEpkResponse = ApiAnswer<'/api/epk'>;

/** The fields of the saved EPK (or the draft) the form edits and PUT sends back. */
function editableFields(d: MyEpkResponse): EpkInput {
  return {
    slug: d.slug,
    artistName: d.artistName,
    genre: d.genre,
    location: d.location,
    bioShort: d.bioShort,
    bioMedium: d.bioMedium,
    bioLong: d.bioLong,
    photos: d.photos,
    pressQuotes: d.pressQuotes,
    tourDates: d.tourDates,
    socialLinks: d.socialLinks,
    contacts: d.contacts,
    stagePlotFileId: d.stagePlotFileId,
    riderFileId: d.riderFileId,
    published: d.published,
  };
}
async function upload(type: 'photo' | 'document', file: File) {
  const fd = new FormData();
  fd.append('file', file);
  const res = await apiRequest('POST', `/api/epk/files?type=${type}`, fd);
  return (await res.json()) as { fileId: string; name: string };
}

export function EpkEditor() {
  const qc = useQueryClient();
  const q = useApi('/api/epk');
  const [form, setForm] = useState<EpkInput | null>(null);
  const [uploadError, setUploadError] = useState('');
  // The fetched EPK becomes the editable form once, during render (no effect round-trip).
  {
    if (q.data && !form) setForm(editableFields(q.data));
  }
  const save = useMutation({
    mutationFn: (body: EpkInput) => api.put('/api/epk', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: apiKey('/api/epk') }),
  });
  if (q.isLoading || (!form && !q.error)) return <LoadingModule />;
  if (q.error || !form)
    return <Alert severity="error">Your press kit could not be loaded. Please refresh the page.</Alert>;
  const set = <K extends keyof EpkInput>(k: K, v: EpkInput[K]) => setForm({ ...form, [k]: v });
  const publicUrl = q.data?.exists ? q.data.publicUrl : null;

  return (
    <Stack spacing={2}>
      {!q.data?.exists && (
        <Alert severity="info">We started your press kit from your profile and releases. Check it, then save it.</Alert>
      )}
      {publicUrl && (
        <Alert severity={form.published ? 'success' : 'info'} sx={{ overflowWrap: 'anywhere' }}>
          {form.published ? 'Your press kit is public at ' : 'When published, your press kit will be at '}
          <a href={`/epk/${q.data?.slug}`}>{publicUrl}</a>.{' '}
          <a href={`/api/epk/${q.data?.slug}/press-kit`}>Download the ZIP</a>
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1.5}>
          <TextField
            label="Address of your kit (/epk/...)"
            value={form.slug}
            onChange={(e) => set('slug', e.target.value)}
          />
          <TextField label="Artist name" value={form.artistName} onChange={(e) => set('artistName', e.target.value)} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <TextField
              label="Genre"
              value={form.genre}
              onChange={(e) => set('genre', e.target.value)}
              sx={{ flex: 1 }}
            />
            <TextField
              label="Based in"
              value={form.location}
              onChange={(e) => set('location', e.target.value)}
              sx={{ flex: 1 }}
            />
          </Stack>
          <TextField
            label="Short bio (one or two sentences)"
            multiline
            value={form.bioShort}
            onChange={(e) => set('bioShort', e.target.value)}
          />
          <TextField
            label="Medium bio (a paragraph)"
            multiline
            minRows={3}
            value={form.bioMedium}
            onChange={(e) => set('bioMedium', e.target.value)}
          />
          <TextField
            label="Long bio"
            multiline
            minRows={5}
            value={form.bioLong}
            onChange={(e) => set('bioLong', e.target.value)}
          />
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          Photos (with credits)
        </Typography>
        <Stack spacing={1}>
          {form.photos.map((p, i) => (
            <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Typography variant="body2" sx={{ minWidth: 120 }}>
                {p.fileId ? `Photo ${i + 1}` : p.url}
              </Typography>
              <TextField
                size="small"
                label="Photographer"
                value={p.credit}
                onChange={(e) =>
                  set(
                    'photos',
                    form.photos.map((x, j) => (j === i ? { ...x, credit: e.target.value } : x)),
                  )
                }
              />
              <TextField
                size="small"
                label="Caption"
                value={p.caption}
                onChange={(e) =>
                  set(
                    'photos',
                    form.photos.map((x, j) => (j === i ? { ...x, caption: e.target.value } : x)),
                  )
                }
              />
              <Button
                size="small"
                color="error"
                onClick={() =>
                  set(
                    'photos',
                    form.photos.filter((_, j) => j !== i),
                  )
                }
              >
                Remove
              </Button>
            </Stack>
          ))}
          <Button component="label" size="small" sx={{ alignSelf: 'flex-start' }}>
            Upload a photo
            <input
              hidden
              type="file"
              accept="image/*"
              onChange={async (e) => {
                const f = e.target.files?.[0];
                if (!f) return;
                try {
                  const r = await upload('photo', f);
                  setUploadError('');
                  set('photos', [...form.photos, { fileId: r.fileId, url: '', credit: '', caption: '' }]);
                } catch (err) {
                  setUploadError(errorText(err));
                }
              }}
            />
          </Button>
        </Stack>
      </Paper>
      <RowsEditor
        title="Press quotes"
        rows={form.pressQuotes as RowValues[]}
        fields={[
          { name: 'quote', label: 'Quote' },
          { name: 'source', label: 'Publication' },
          { name: 'url', label: 'Link' },
        ]}
        blank={{ quote: '', source: '', url: '' }}
        onChange={(rows) => set('pressQuotes', rows as EpkInput['pressQuotes'])}
      />
      <RowsEditor
        title="Tour dates"
        rows={form.tourDates as RowValues[]}
        fields={[
          { name: 'date', label: 'Date', type: 'date' },
          { name: 'venue', label: 'Venue' },
          { name: 'city', label: 'City' },
          { name: 'ticketUrl', label: 'Tickets link' },
        ]}
        blank={{ date: '', venue: '', city: '', ticketUrl: '' }}
        onChange={(rows) => set('tourDates', rows as EpkInput['tourDates'])}
      />
      <RowsEditor
        title="Social links"
        rows={form.socialLinks as RowValues[]}
        fields={[
          { name: 'platform', label: 'Platform' },
          { name: 'url', label: 'Link' },
          { name: 'followers', label: 'Followers', type: 'number' },
        ]}
        blank={{ platform: '', url: '', followers: 0 }}
        onChange={(rows) =>
          set(
            'socialLinks',
            rows.map((r) => ({ ...r, followers: Number(r.followers ?? 0) })) as EpkInput['socialLinks'],
          )
        }
      />
      <RowsEditor
        title="Contacts"
        rows={form.contacts as RowValues[]}
        fields={[
          { name: 'role', label: 'Role (booking, press...)' },
          { name: 'name', label: 'Name' },
          { name: 'email', label: 'Email', type: 'email' },
        ]}
        blank={{ role: '', name: '', email: '' }}
        onChange={(rows) => set('contacts', rows as EpkInput['contacts'])}
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          Stage plot and rider (PDF)
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {(['stagePlotFileId', 'riderFileId'] as const).map((k) => (
            <Button key={k} component="label" size="small" variant="outlined">
              {form[k]
                ? `Replace ${k === 'stagePlotFileId' ? 'stage plot' : 'rider'}`
                : `Upload ${k === 'stagePlotFileId' ? 'stage plot' : 'rider'}`}
              <input
                hidden
                type="file"
                accept="application/pdf"
                onChange={async (e) => {
                  const f = e.target.files?.[0];
                  if (!f) return;
                  try {
                    const r = await upload('document', f);
                    setUploadError('');
                    set(k, r.fileId);
                  } catch (err) {
                    setUploadError(errorText(err));
                  }
                }}
              />
            </Button>
          ))}
        </Stack>
      </Paper>
      {uploadError && <Alert severity="error">{uploadError}</Alert>}
      <FormControlLabel
        control={<Switch checked={form.published} onChange={(e) => set('published', e.target.checked)} />}
        label="Public (anyone with the address can see it)"
      />
      <Button
        variant="contained"
        onClick={() => save.mutate(form)}
        disabled={save.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {save.isPending ? 'Saving…' : 'Save press kit'}
      </Button>
      {save.error && <Alert severity="error">{errorText(save.error)}</Alert>}
      {save.isSuccess && (
        <Alert severity="success">Saved. Your releases are added automatically as they go live.</Alert>
      )}
      {q.data?.exists && <PrivateLinks />}
    </Stack>
  );
}
