'use client';
// Business tools: /my-business-info, /music-business-wizard, /career-toolkit, /business-dashboard,
// /llc-formation-guide and /ein-filing-service.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { apiJson, errorText } from '@/lib/api-client';
import type { BusinessInfo } from '@/lib/business/schema';
import type { CareerPlan, StateInfo } from '@/lib/business/service';
import { LoadingModule } from '../ui/loading-module';
import { formatMoney } from '@/lib/format';

const INFO = '/api/services/business/info';
const PLAN = '/api/services/business/plan';

type Field = { name: keyof BusinessInfo; label: string; options?: [string, string][] };
const YES_NO: [string, string][] = [
  ['yes', 'Yes'],
  ['no', 'No'],
  ['unsure', 'Not sure'],
];
const FIELDS: Field[] = [
  { name: 'businessName', label: 'Business name' },
  {
    name: 'entityType',
    label: 'Business entity',
    options: [
      ['none', 'None yet'],
      ['sole_proprietor', 'Sole proprietor'],
      ['llc_single', 'LLC, one member'],
      ['llc_multi', 'LLC, several members'],
      ['corporation', 'Corporation'],
    ],
  },
  { name: 'state', label: 'State' },
  { name: 'llcFiled', label: 'LLC filed with the state?', options: YES_NO },
  { name: 'hasEin', label: 'Do you have an EIN?', options: YES_NO },
  { name: 'hasBusinessBank', label: 'Business bank account?', options: YES_NO },
  {
    name: 'proMember',
    label: 'Performing rights organisation',
    options: [
      ['none', 'None'],
      ['ASCAP', 'ASCAP'],
      ['BMI', 'BMI'],
      ['SESAC', 'SESAC'],
      ['GMR', 'GMR'],
      ['other', 'Other'],
    ],
  },
  {
    name: 'publishing',
    label: 'Publishing',
    options: [
      ['none', 'Not set up'],
      ['self', 'Self-published'],
      ['admin', 'Publishing administrator'],
      ['publisher', 'Signed to a publisher'],
    ],
  },
  { name: 'goals', label: 'Your goals for the next 12 months' },
];

function useStates() {
  return useQuery<StateInfo[]>({ queryKey: ['/api/services/business/states'] });
}

function useInfo() {
  const qc = useQueryClient();
  const q = useQuery<BusinessInfo>({ queryKey: [INFO] });
  const save = useMutation({
    mutationFn: (body: BusinessInfo) => apiJson<BusinessInfo>('PUT', INFO, body),
    onSuccess: async (d) => {
      qc.setQueryData([INFO], d);
      await qc.invalidateQueries({ queryKey: [PLAN] });
    },
  });
  return { q, save };
}

function InfoField({ f, value, onChange }: { f: Field; value: unknown; onChange: (v: string) => void }) {
  const states = useStates();
  if (f.name === 'state')
    return (
      <TextField select label={f.label} value={(value as string) ?? ''} onChange={(e) => onChange(e.target.value)}>
        {(states.data ?? []).map((s) => (
          <MenuItem key={s.code} value={s.code}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
    );
  if (f.options)
    return (
      <TextField select label={f.label} value={(value as string) ?? ''} onChange={(e) => onChange(e.target.value)}>
        {f.options.map(([v, l]) => (
          <MenuItem key={v} value={v}>
            {l}
          </MenuItem>
        ))}
      </TextField>
    );
  return (
    <TextField
      label={f.label}
      value={(value as string) ?? ''}
      multiline={f.name === 'goals'}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

export function BusinessInfoForm({ fields = FIELDS, onSaved }: { fields?: Field[]; onSaved?: () => void }) {
  const { q, save } = useInfo();
  const [draft, setDraft] = useState<BusinessInfo | null>(null);
  // The fetched answers become the editable draft once, during render (no effect round-trip).
  if (q.data && !draft) setDraft(q.data);
  if (q.isLoading || !draft)
    return q.error ? <Alert severity="error">Your answers could not be loaded.</Alert> : <LoadingModule />;
  return (
    <Stack spacing={2}>
      {fields.map((f) => (
        <InfoField key={f.name} f={f} value={draft[f.name]} onChange={(v) => setDraft({ ...draft, [f.name]: v })} />
      ))}
      <Button
        variant="contained"
        sx={{ alignSelf: 'flex-start' }}
        disabled={save.isPending}
        onClick={() => save.mutate(draft, { onSuccess: () => onSaved?.() })}
      >
        Save
      </Button>
      {save.isSuccess && <Alert severity="success">Saved.</Alert>}
      {save.error && <Alert severity="error">{errorText(save.error)}</Alert>}
    </Stack>
  );
}

export function CareerPlanView({ compact = false }: { compact?: boolean }) {
  const q = useQuery<CareerPlan>({ queryKey: [PLAN] });
  if (q.isLoading) return <LoadingModule />;
  if (q.error || !q.data) return <Alert severity="error">Your plan could not be loaded.</Alert>;
  const p = q.data;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        Your plan: {p.done} of {p.total} steps done
      </Typography>
      <LinearProgress
        variant="determinate"
        value={p.percent}
        sx={{ my: 1, height: 8, borderRadius: 4 }}
        aria-label={`${p.percent}% done`}
      />
      <List dense={compact}>
        {p.steps.map((s) => (
          <ListItem
            key={s.key}
            secondaryAction={
              !s.done && (
                <Button size="small" href={s.href}>
                  Go
                </Button>
              )
            }
          >
            <ListItemIcon>
              <Checkbox edge="start" checked={s.done} disabled slotProps={{ input: { 'aria-label': s.title } }} />
            </ListItemIcon>
            <ListItemText primary={s.title} secondary={compact ? undefined : s.detail} sx={{ pr: 6 }} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

const WIZARD: { title: string; fields: (keyof BusinessInfo)[] }[] = [
  { title: 'Your business', fields: ['businessName', 'entityType', 'state', 'llcFiled'] },
  { title: 'Paperwork and bank', fields: ['hasEin', 'hasBusinessBank'] },
  { title: 'Royalties', fields: ['proMember', 'publishing'] },
  { title: 'Goals', fields: ['goals'] },
];

export function BusinessWizard() {
  const [step, setStep] = useState(0);
  const done = step >= WIZARD.length;
  return (
    <Stack spacing={3}>
      <Stepper tabIndex={0} activeStep={step} alternativeLabel sx={{ overflowX: 'auto' }}>
        {WIZARD.map((s) => (
          <Step key={s.title}>
            <StepLabel>{s.title}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {!done ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <BusinessInfoForm
            key={step}
            fields={FIELDS.filter((f) => WIZARD[step].fields.includes(f.name))}
            onSaved={() => setStep(step + 1)}
          />
          {step > 0 && (
            <Button sx={{ mt: 1 }} onClick={() => setStep(step - 1)}>
              Back
            </Button>
          )}
        </Paper>
      ) : (
        <>
          <Alert severity="success">Here is your plan, in the order to do it.</Alert>
          <CareerPlanView />
          <Button onClick={() => setStep(0)} sx={{ alignSelf: 'flex-start' }}>
            Change my answers
          </Button>
        </>
      )}
    </Stack>
  );
}

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
