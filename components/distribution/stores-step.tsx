'use client';
// Step 4: stores and territories. The boxes show the saved choice (a new draft is saved with every store), and
// a change not saved yet says so: quality control reads the saved choice, never the boxes.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { api, errorText, useApi } from '@/lib/api-client';
import { QcMessages } from './qc-messages';
import type { ReleaseView } from './types';

export function StoresStep({ release, onChanged }: { release: ReleaseView; onChanged: () => Promise<unknown> }) {
  const { data: stores } = useApi('/api/distribution/stores');
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [territories, setTerritories] = useState(release.territories.join(', '));
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  const selected = chosen ?? release.storeIds;
  const unsaved =
    chosen !== null &&
    (chosen.length !== release.storeIds.length || chosen.some((id) => !release.storeIds.includes(id)));
  const toggle = (id: string) => {
    setSaved(null);
    setChosen(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);
  };
  const choose = (ids: string[]) => {
    setSaved(null);
    setChosen(ids);
  };

  async function save() {
    setError(null);
    try {
      const list = territories
        .split(/[\s,]+/)
        .map((t) => t.trim().toUpperCase())
        .filter(Boolean);
      await api.patch(
        '/api/releases/[id]',
        { storeIds: selected, territories: list.length ? list : ['WW'] },
        { params: { id: release.id } },
      );
      setSaved(selected.length);
      await onChanged();
      setChosen(null);
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
        <Button size="small" onClick={() => choose((stores ?? []).map((s) => s.id))}>
          Select all {stores?.length ?? ''} stores
        </Button>
        <Button size="small" onClick={() => choose([])}>
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
      {unsaved && saved === null ? (
        <Alert severity="info">
          {selected.length} of {stores?.length ?? selected.length} stores ticked, not saved yet: press Save stores. The
          draft still has {release.storeIds.length} store{release.storeIds.length === 1 ? '' : 's'}.
        </Alert>
      ) : (
        <QcMessages qc={release.qc} field="storeIds" />
      )}
      {error && <Alert severity="error">{error}</Alert>}
      {saved !== null && !error && (
        <Alert severity="success">
          {saved} store{saved === 1 ? '' : 's'} saved.
        </Alert>
      )}
      <div>
        <Button variant="contained" onClick={save}>
          Save stores
        </Button>
      </div>
    </Stack>
  );
}
