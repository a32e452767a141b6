'use client';
// Step 1: the release's details. Creates the draft on first save, then saves changes to it.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { GridField } from '@/components/ui/grid-field';
import { api, errorText } from '@/lib/api-client';
import { AiSelect, type AiChoice } from './ai-select';
import { QcMessages } from './qc-messages';
import type { ReleaseView } from './types';
import { GENRES } from './genres';

export function DetailsStep({ release, onSaved }: { release: ReleaseView | null; onSaved: (id: string) => void }) {
  const [v, setV] = useState({
    title: release?.title ?? '',
    primaryArtist: release?.primaryArtist ?? '',
    releaseType: release?.releaseType ?? 'single',
    genre: release?.genre ?? '',
    label: release?.label ?? '',
    pLine: release?.pLine ?? '',
    cLine: release?.cLine ?? '',
    releaseDate: release?.releaseDate?.slice(0, 10) ?? '',
    explicit: release?.explicit ?? false,
    upc: release?.upc ?? '',
    containsAi: (release?.containsAi ?? '') as AiChoice | '',
  });
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (k: keyof typeof v) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setV({ ...v, [k]: k === 'explicit' ? e.target.checked : e.target.value });

  async function save() {
    setSaving(true);
    setError(null);
    const body = {
      ...v,
      releaseDate: v.releaseDate || null,
      upc: v.upc.trim() || null,
      containsAi: (v.containsAi || null) as AiChoice | null,
    };
    try {
      const r = release
        ? await api.patch('/api/releases/[id]', body, { params: { id: release.id } })
        : await api.post('/api/releases', body);
      onSaved(r.id);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Grid container spacing={2}>
      <GridField
        cell={{ xs: 12, md: 6 }}
        required
        label="Release title"
        value={v.title}
        onChange={set('title')}
        note={<QcMessages qc={release?.qc} field="title" />}
      />
      <GridField
        cell={{ xs: 12, md: 6 }}
        required
        label="Primary artist"
        helperText="As stores should show it"
        value={v.primaryArtist}
        onChange={set('primaryArtist')}
        note={<QcMessages qc={release?.qc} field="primaryArtist" />}
      />
      <Grid size={{ xs: 12, md: 4 }}>
        <TextField fullWidth select label="Release type" value={v.releaseType} onChange={set('releaseType')}>
          <MenuItem value="single">Single</MenuItem>
          <MenuItem value="ep">EP</MenuItem>
          <MenuItem value="album">Album</MenuItem>
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextField fullWidth select label="Genre" value={v.genre} onChange={set('genre')}>
          {GENRES.map((g) => (
            <MenuItem key={g} value={g}>
              {g}
            </MenuItem>
          ))}
        </TextField>
        <QcMessages qc={release?.qc} field="genre" />
      </Grid>
      <GridField
        cell={{ xs: 12, md: 4 }}
        type="date"
        label="Release date"
        value={v.releaseDate}
        onChange={set('releaseDate')}
        slotProps={{ inputLabel: { shrink: true } }}
        note={<QcMessages qc={release?.qc} field="releaseDate" />}
      />
      <GridField cell={{ xs: 12, md: 4 }} label="Label" value={v.label} onChange={set('label')} />
      <GridField
        cell={{ xs: 12, md: 4 }}
        label="(P) line"
        helperText="e.g. 2026 Your Name"
        value={v.pLine}
        onChange={set('pLine')}
      />
      <GridField cell={{ xs: 12, md: 4 }} label="(C) line" value={v.cLine} onChange={set('cLine')} />
      <GridField
        cell={{ xs: 12, md: 6 }}
        label="UPC (if you already have one)"
        helperText="Leave empty and we assign one at approval"
        value={v.upc}
        onChange={set('upc')}
      />
      <Grid size={{ xs: 12, md: 6 }}>
        <FormControlLabel
          control={<Checkbox checked={v.explicit} onChange={set('explicit')} />}
          label="Explicit release"
        />
        <QcMessages qc={release?.qc} field="explicit" />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <AiSelect label="Generative AI in this release" value={v.containsAi} onChange={set('containsAi')} />
        <QcMessages qc={release?.qc} field="containsAi" />
      </Grid>
      {error && (
        <Grid size={12}>
          <Alert severity="error">{error}</Alert>
        </Grid>
      )}
      <Grid size={12}>
        <Button variant="contained" onClick={save} disabled={saving}>
          {release ? 'Save details' : 'Create draft'}
        </Button>
      </Grid>
    </Grid>
  );
}
