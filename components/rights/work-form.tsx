'use client';
// Creating a work: title, identifiers and the writers/publishers with their shares in percent.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, errorText } from '@/lib/api-client';
import { PARTY_ROLES, ROLE_LABEL, isWriterRole, type PartyRole } from '@/lib/rights/codes';
import { DISTRIBUTION_CATEGORIES } from '@/lib/rights/cwr-types';
import { SubPublisherTerritories, territoriesInput, type TerritoryDraft } from './sub-publisher-territories';

/** One writer or publisher as typed into the form, before the work is saved. */
interface PartyDraft {
  name: string;
  role: PartyRole;
  ipi: string;
  society: string;
  email: string;
  controlled: boolean;
  performance: string;
  mechanical: string;
  sync: string;
  /** Writers: index of their original publisher (E) and of its administrator (AM) among the rows, '' for none */
  publisher: string;
  administrator: string;
  /** Sub-publishers (SE): the territories they collect in */
  territories: TerritoryDraft[];
}

const emptyRow = (controlled: boolean, share: string): PartyDraft => ({
  name: '',
  role: 'CA',
  ipi: '',
  society: '',
  email: '',
  controlled,
  performance: share,
  mechanical: share,
  sync: share,
  publisher: '',
  administrator: '',
  territories: [],
});

const CATEGORY_LABEL: Record<string, string> = {
  POP: 'POP: popular',
  JAZ: 'JAZ: jazz',
  SER: 'SER: serious (classical)',
  UNC: 'UNC: unclassified',
};

/** The rows with a given role as menu choices (value = the row index the API expects). */
const partyChoices = (rows: PartyDraft[], role: string) =>
  rows.flatMap((p, j) =>
    p.role === role
      ? [
          <MenuItem key={j} value={String(j)}>
            {p.name || `Party ${j + 1}`}
          </MenuItem>,
        ]
      : [],
  );

/** Removes row i; the publisher/administrator links of the other rows follow the renumbering. */
function withoutRow(rows: PartyDraft[], i: number): PartyDraft[] {
  const shift = (v: string) => (v === '' || Number(v) === i ? '' : String(Number(v) > i ? Number(v) - 1 : v));
  return rows
    .filter((_, j) => j !== i)
    .map((r) => ({ ...r, publisher: shift(r.publisher), administrator: shift(r.administrator) }));
}

const bp = (pct: string) => Math.round(Number(pct.replace(',', '.')) * 100);

export function WorkForm({ me, onCreated }: { me: { name: string; email: string }; onCreated: (id: string) => void }) {
  const [title, setTitle] = useState('');
  const [iswc, setIswc] = useState('');
  const [isrcs, setIsrcs] = useState('');
  const [language, setLanguage] = useState('EN');
  const [category, setCategory] = useState<(typeof DISTRIBUTION_CATEGORIES)[number]>('POP');
  const [rows, setRows] = useState<PartyDraft[]>([{ ...emptyRow(true, '100'), name: me.name, email: me.email }]);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const set = (i: number, patch: Partial<PartyDraft>) =>
    setRows((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setPending(true);
    try {
      const res = await api.post('/api/rights/works', {
        title,
        ...(iswc.trim() ? { iswc: iswc.trim() } : {}),
        language,
        distributionCategory: category,
        isrcs: isrcs
          .split(/[\s,]+/)
          .map((s) => s.trim())
          .filter(Boolean),
        parties: rows.map((r) => ({
          name: r.name,
          role: r.role,
          ...(r.ipi.trim() ? { ipi: r.ipi.trim() } : {}),
          ...(r.society.trim() ? { society: r.society.trim() } : {}),
          ...(r.email.trim() ? { email: r.email.trim() } : {}),
          controlled: r.controlled,
          shares: { performance: bp(r.performance), mechanical: bp(r.mechanical), sync: bp(r.sync) },
          ...((isWriterRole(r.role) || r.role === 'SE') && r.publisher !== ''
            ? { publisher: Number(r.publisher) }
            : {}),
          ...(r.role === 'SE' && r.territories.length ? { territories: territoriesInput(r.territories) } : {}),
          ...(isWriterRole(r.role) && r.publisher !== '' && r.administrator !== ''
            ? { administrator: Number(r.administrator) }
            : {}),
        })),
      });
      setTitle('');
      setIswc('');
      setIsrcs('');
      setRows([{ ...emptyRow(true, '100'), name: me.name, email: me.email }]);
      onCreated(res.id);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setPending(false);
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
        <Typography component="h2" variant="h6">
          New work
        </Typography>
        <TextField label="Song title" required value={title} onChange={(e) => setTitle(e.target.value)} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="ISWC (if assigned)"
            value={iswc}
            onChange={(e) => setIswc(e.target.value)}
            placeholder="T-034.524.680-1"
            fullWidth
          />
          <TextField
            label="ISRCs of its recordings"
            value={isrcs}
            onChange={(e) => setIsrcs(e.target.value)}
            placeholder="US-MMS-26-00001"
            fullWidth
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Language (2 letters)"
            value={language}
            onChange={(e) => setLanguage(e.target.value.toUpperCase().slice(0, 2))}
            fullWidth
          />
          <TextField
            select
            label="Distribution category"
            value={category}
            onChange={(e) => setCategory(e.target.value as typeof category)}
            fullWidth
          >
            {DISTRIBUTION_CATEGORIES.map((c) => (
              <MenuItem key={c} value={c}>
                {CATEGORY_LABEL[c]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          Writers and publishers
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Shares are percentages; each right must add up to 100% across everyone, and a publisher holds at most 50% of
          the performance right. Each writer names their own publisher (the chain of title); a writer we administer
          without a publisher is published through us.
        </Typography>
        {rows.map((r, i) => (
          <Box key={i} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
              <TextField
                label={`Name ${i + 1}`}
                required
                value={r.name}
                onChange={(e) => set(i, { name: e.target.value })}
              />
              <TextField
                select
                label="Role"
                value={r.role}
                onChange={(e) => set(i, { role: e.target.value as PartyRole })}
              >
                {PARTY_ROLES.map((role) => (
                  <MenuItem key={role} value={role}>
                    {role}: {ROLE_LABEL[role]}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label={`Email ${i + 1}`}
                type="email"
                value={r.email}
                onChange={(e) => set(i, { email: e.target.value })}
              />
              <TextField label="IPI name number" value={r.ipi} onChange={(e) => set(i, { ipi: e.target.value })} />
              <TextField
                label="Society (PRO)"
                value={r.society}
                onChange={(e) => set(i, { society: e.target.value })}
                placeholder="ASCAP, BMI, PRS ..."
              />
              <FormControlLabel
                control={<Checkbox checked={r.controlled} onChange={(e) => set(i, { controlled: e.target.checked })} />}
                label="We administer this share"
              />
              {(isWriterRole(r.role) || r.role === 'SE') && (
                <TextField
                  select
                  label={`${r.role === 'SE' ? 'Sub-publisher for' : 'Publisher of'} ${r.name || `party ${i + 1}`}`}
                  value={r.publisher}
                  onChange={(e) => set(i, { publisher: e.target.value, administrator: '' })}
                >
                  <MenuItem value="">None named</MenuItem>
                  {partyChoices(rows, 'E')}
                </TextField>
              )}
              {isWriterRole(r.role) && r.publisher !== '' && (
                <TextField
                  select
                  label={`Administrator for ${r.name || `writer ${i + 1}`}`}
                  value={r.administrator}
                  onChange={(e) => set(i, { administrator: e.target.value })}
                >
                  <MenuItem value="">None</MenuItem>
                  {partyChoices(rows, 'AM')}
                </TextField>
              )}
              <TextField
                label={`Performance % ${i + 1}`}
                inputMode="decimal"
                value={r.performance}
                onChange={(e) => set(i, { performance: e.target.value })}
              />
              <TextField
                label={`Mechanical % ${i + 1}`}
                inputMode="decimal"
                value={r.mechanical}
                onChange={(e) => set(i, { mechanical: e.target.value })}
              />
              <TextField
                label={`Sync % ${i + 1}`}
                inputMode="decimal"
                value={r.sync}
                onChange={(e) => set(i, { sync: e.target.value })}
              />
              {r.role === 'SE' && (
                <SubPublisherTerritories
                  party={r.name || `party ${i + 1}`}
                  value={r.territories}
                  onChange={(territories) => set(i, { territories })}
                />
              )}
            </Box>
            {rows.length > 1 && (
              <Box sx={{ textAlign: 'right' }}>
                <IconButton
                  aria-label={`Remove ${r.name || `party ${i + 1}`}`}
                  onClick={() => setRows((rs) => withoutRow(rs, i))}
                >
                  ×
                </IconButton>
              </Box>
            )}
          </Box>
        ))}
        <Box>
          <Button onClick={() => setRows((rs) => [...rs, emptyRow(false, '0')])}>Add a writer or publisher</Button>
        </Box>
        {error && <Alert severity="error">{error}</Alert>}
        <Button type="submit" variant="contained" disabled={pending}>
          {pending ? 'Saving...' : 'Create the work'}
        </Button>
      </Stack>
    </Paper>
  );
}
