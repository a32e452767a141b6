'use client';
// Step 4: stores and territories.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { apiJson, errorText } from '@/lib/api-client';
import { QcMessages } from './qc-messages';
import type { ReleaseView, StoreView } from './types';

export function StoresStep({ release, onChanged }: { release: ReleaseView; onChanged: () => void }) {
  const { data: stores } = useQuery<StoreView[]>({ queryKey: ['/api/distribution/stores'] });
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [territories, setTerritories] = useState(release.territories.join(', '));
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const selected = chosen ?? (release.storeIds.length ? release.storeIds : (stores ?? []).map((s) => s.id));
  const toggle = (id: string) =>
    setChosen(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);

  async function save() {
    setError(null);
    try {
      const list = territories
        .split(/[\s,]+/)
        .map((t) => t.trim().toUpperCase())
        .filter(Boolean);
      await apiJson('PATCH', `/api/releases/${release.id}`, {
        storeIds: selected,
        territories: list.length ? list : ['WW'],
      });
      setSaved(true);
      onChanged();
    } catch (err) {
      setError(errorText(err));
    }
  }

  return (
    <Stack spacing={2}>
      <TextField
        label="Territories"
        helperText="WW for worldwide, or country codes such as US, GB, NG"
        value={territories}
        onChange={(e) => setTerritories(e.target.value)}
      />
      <Stack direction="row" spacing={1}>
        <Button size="small" onClick={() => setChosen((stores ?? []).map((s) => s.id))}>
          Select all {stores?.length ?? ''} stores
        </Button>
        <Button size="small" onClick={() => setChosen([])}>
          Clear
        </Button>
      </Stack>
      <Grid container spacing={0}>
        {(stores ?? []).map((s) => (
          <Grid key={s.id} size={{ xs: 12, sm: 6, md: 4 }}>
            <FormControlLabel
              control={<Checkbox checked={selected.includes(s.id)} onChange={() => toggle(s.id)} />}
              label={`${s.name} (${s.requirements.leadTimeDays} days)`}
            />
          </Grid>
        ))}
      </Grid>
      <QcMessages qc={release.qc} field="storeIds" />
      {error && <Alert severity="error">{error}</Alert>}
      {saved && !error && <Alert severity="success">{selected.length} stores saved.</Alert>}
      <div>
        <Button variant="contained" onClick={save}>
          Save stores
        </Button>
      </div>
    </Stack>
  );
}
