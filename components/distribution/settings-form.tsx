'use client';
// Edits some distribution settings (ISRC/UPC codes, DDEX sender, the simulator's behaviour).
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { api, apiKey, useApi } from '@/lib/api-client';
import type { BodyOf } from '@/lib/platform/http/contract';
import type { distributionSettingsSet } from '@/lib/distribution/contract';
import { useStepUp } from './use-step-up';
import { LoadingModule } from '../ui/loading-module';

/** What the form may change: the fields of the settings route's body. */
type SettingsBody = BodyOf<typeof distributionSettingsSet>;
type SettingKey = keyof SettingsBody;

export interface SettingField {
  key: SettingKey;
  label: string;
  helper?: string;
  type?: 'number' | 'text';
  options?: [string, string][];
}

type Edits = Partial<Record<SettingKey, string | number>>;

export function SettingsForm({ fields }: { fields: SettingField[] }) {
  const qc = useQueryClient();
  const { data } = useApi('/api/distribution/settings', {}, { staleTime: 0 });
  const [edits, setEdits] = useState<Edits>({});
  const [msg, setMsg] = useState<{ ok: boolean; text: string } | null>(null);
  const stepUp = useStepUp();
  if (!data) return <LoadingModule />;
  const value = (k: SettingKey) => edits[k] ?? data[k] ?? '';
  async function save() {
    setMsg(null);
    // The pages choose the fields and their types; the route checks every value (400 with the field's message).
    const body = Object.fromEntries(
      fields.map((f) => [f.key, f.type === 'number' ? Number(value(f.key)) : String(value(f.key))]),
    ) as SettingsBody;
    await stepUp.run(
      async () => {
        await api.patch('/api/distribution/settings', body);
        await qc.invalidateQueries({ queryKey: apiKey('/api/distribution/settings') });
        setEdits({});
        setMsg({ ok: true, text: 'Settings saved.' });
      },
      (text) => setMsg({ ok: false, text }),
    );
  }
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      {fields.map((f) => (
        <TextField
          key={f.key}
          label={f.label}
          helperText={f.helper}
          type={f.type === 'number' ? 'number' : 'text'}
          select={!!f.options}
          value={value(f.key)}
          onChange={(e) => setEdits({ ...edits, [f.key]: e.target.value })}
        >
          {f.options?.map(([v, l]) => (
            <MenuItem key={v} value={v}>
              {l}
            </MenuItem>
          ))}
        </TextField>
      ))}
      {msg && <Alert severity={msg.ok ? 'success' : 'error'}>{msg.text}</Alert>}
      {stepUp.dialog}
      <div>
        <Button variant="contained" onClick={save}>
          Save settings
        </Button>
      </div>
    </Stack>
  );
}
