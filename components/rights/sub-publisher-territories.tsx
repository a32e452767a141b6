'use client';
// The territories a sub-publisher (role SE) collects in, for the work form: a TIS code, included or excluded, and
// its collection shares in percent per territory (written as one SPT record each in CWR).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export interface TerritoryDraft {
  tis: string;
  include: boolean;
  performance: string;
  mechanical: string;
  sync: string;
}

const emptyTerritory = (): TerritoryDraft => ({ tis: '', include: true, performance: '0', mechanical: '0', sync: '0' });
const bp = (pct: string) => Math.round(Number(pct.replace(',', '.')) * 100);

/** The API shape of the drafts (shares in basis points). */
export const territoriesInput = (rows: TerritoryDraft[]) =>
  rows.map((t) => ({
    tis: t.tis.trim(),
    include: t.include,
    shares: { performance: bp(t.performance), mechanical: bp(t.mechanical), sync: bp(t.sync) },
  }));

export function SubPublisherTerritories({
  party,
  value,
  onChange,
}: {
  party: string;
  value: TerritoryDraft[];
  onChange: (rows: TerritoryDraft[]) => void;
}) {
  const set = (j: number, patch: Partial<TerritoryDraft>) =>
    onChange(value.map((t, k) => (k === j ? { ...t, ...patch } : t)));
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <Typography variant="body2" color="text.secondary">
        Territories {party} collects in (TIS codes: 2136 World, 2826 United Kingdom, 276 Germany ...), with what it
        collects there; the original publisher keeps the rest.
      </Typography>
      {value.map((t, j) => (
        <Box key={j} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 1 }}>
          <TextField
            label={`Territory ${j + 1} of ${party}`}
            value={t.tis}
            onChange={(e) => set(j, { tis: e.target.value })}
            inputMode="numeric"
          />
          <FormControlLabel
            control={<Checkbox checked={t.include} onChange={(e) => set(j, { include: e.target.checked })} />}
            label="Included"
          />
          {(['performance', 'mechanical', 'sync'] as const).map((k) => (
            <TextField
              key={k}
              label={`${k[0]!.toUpperCase()}${k.slice(1)} % collected in territory ${j + 1}`}
              inputMode="decimal"
              value={t[k]}
              disabled={!t.include}
              onChange={(e) => set(j, { [k]: e.target.value })}
            />
          ))}
          <IconButton
            aria-label={`Remove territory ${j + 1} of ${party}`}
            onClick={() => onChange(value.filter((_, k) => k !== j))}
          >
            ×
          </IconButton>
        </Box>
      ))}
      <Button onClick={() => onChange([...value, emptyTerritory()])}>Add a territory</Button>
    </Box>
  );
}
