'use client';
// The LLC formation guide (the fee and filing site of the chosen state, the steps) and the EIN preparation,
// both reading and saving the artist's business answers.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorText } from '@/lib/api-client';
import { LoadingModule } from '../ui/loading-module';
import { formatMoney } from '@/lib/platform/format';
import { useInfo, useStates } from './business';

export function LlcGuide() {
  const states = useStates();
  const { q, save } = useInfo();
  const [code, setCode] = useState('');
  const chosen = code || q.data?.state || '';
  const s = (states.data ?? []).find((x) => x.code === chosen);
  return (
    <Stack spacing={2}>
      <TextField
        select
        label="Your state"
        value={chosen}
        onChange={(e) => setCode(e.target.value)}
        sx={{ maxWidth: 320 }}
      >
        {(states.data ?? []).map((x) => (
          <MenuItem key={x.code} value={x.code}>
            {x.name}
          </MenuItem>
        ))}
      </TextField>
      {s && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2">
            Forming an LLC in {s.name}
          </Typography>
          <Typography>
            State filing fee: <strong>{formatMoney(s.llcFeeCents)}</strong>
            {s.annualFeeCents ? `, then ${formatMoney(s.annualFeeCents)} a year` : ''}.
          </Typography>
          {s.notes && <Typography variant="body2">{s.notes}</Typography>}
          <List>
            {[
              'Choose a name that is free in the state’s business register and add “LLC”.',
              'Name a registered agent with an address in the state (you can be your own).',
              `File the articles of organization with ${s.name} online and pay the fee.`,
              'Write an operating agreement: ownership, who decides, what happens to your masters and publishing.',
              'Get an EIN from the IRS (free), then open a business bank account.',
              'Put your releases, contracts and payouts in the LLC’s name.',
            ].map((t, i) => (
              <ListItem key={i}>
                <ListItemText primary={`${i + 1}. ${t}`} />
              </ListItem>
            ))}
          </List>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button variant="outlined" href={s.filingUrl} target="_blank" rel="noopener noreferrer">
              Where to file in {s.name}
            </Button>
            <Button
              onClick={() => save.mutate({ state: s.code, entityType: q.data?.entityType ?? 'llc_single' })}
              disabled={save.isPending}
            >
              Save {s.name} as my state
            </Button>
            <Button onClick={() => save.mutate({ llcFiled: 'yes', state: s.code })} disabled={save.isPending}>
              I have filed my LLC
            </Button>
          </Stack>
          {save.isSuccess && <Alert severity="success">Saved in your business info.</Alert>}
          {save.error && <Alert severity="error">{errorText(save.error)}</Alert>}
        </Paper>
      )}
    </Stack>
  );
}

/** SS-4 answers prepared from the business info; the SSN/ITIN field stays in this browser tab only. */
export function EinPrep() {
  const { q } = useInfo();
  const [ssn, setSsn] = useState('');
  if (q.isLoading) return <LoadingModule />;
  const i = q.data ?? {};
  const entity: Record<string, string> = {
    sole_proprietor: 'Sole proprietor (line 9a)',
    llc_single: 'LLC with one member: disregarded entity, check “Other” and write “Single-member LLC” (line 9a)',
    llc_multi: 'LLC with several members: partnership (line 9a)',
    corporation: 'Corporation (line 9a), with the form number it files',
  };
  const rows: [string, string][] = [
    ['Line 1 – Legal name', i.businessName || 'Add your business name in My Business Info'],
    ['Line 7a – Responsible party', 'Your own legal name'],
    ['Line 7b – SSN/ITIN', ssn ? 'Entered below (not saved)' : 'You type it on the IRS form yourself'],
    [
      'Line 9a – Type of entity',
      i.entityType ? (entity[i.entityType] ?? 'Choose your entity') : 'Choose your entity in My Business Info',
    ],
    ['Line 9b – State', i.state || 'Choose your state'],
    ['Line 10 – Reason for applying', 'Started a new business: music recording, publishing and performance'],
    ['Line 16 – Principal activity', 'Other: music production and distribution'],
  ];
  return (
    <Stack spacing={2}>
      <Paper tabIndex={0} variant="outlined" sx={{ p: 2, overflowX: 'auto' }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Your SS-4 answers
        </Typography>
        {rows.map(([k, v]) => (
          <Typography key={k} sx={{ mb: 0.5 }}>
            <strong>{k}:</strong> {v}
          </Typography>
        ))}
        <TextField
          sx={{ mt: 2 }}
          label="SSN or ITIN (optional, for your printout only: never saved or sent)"
          type="password"
          autoComplete="off"
          value={ssn}
          onChange={(e) => setSsn(e.target.value)}
          slotProps={{ htmlInput: { 'data-sensitive': 'true', maxLength: 11 } }}
        />
        <Stack direction="row" sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="contained"
            href="https://www.irs.gov/businesses/small-businesses-self-employed/apply-for-an-employer-identification-number-ein-online"
            target="_blank"
            rel="noopener noreferrer"
          >
            Apply online at the IRS
          </Button>
          <Button onClick={() => window.print()}>Print</Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
