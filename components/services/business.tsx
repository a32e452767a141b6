'use client';
// Business tools: /my-business-info, /music-business-wizard, /career-toolkit, /business-dashboard,
// /llc-formation-guide and /ein-filing-service.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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
import { api, apiKey, errorText, useApi } from '@/lib/api-client';
import type { BusinessInfo } from '@/lib/services/business/schema';
import { LoadingModule } from '../ui/loading-module';

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

export function useStates() {
  return useApi('/api/services/business/states');
}

export function useInfo() {
  const qc = useQueryClient();
  const q = useApi('/api/services/business/info');
  const save = useMutation({
    mutationFn: (body: BusinessInfo) => api.put('/api/services/business/info', body),
    onSuccess: async (d) => {
      qc.setQueryData(apiKey('/api/services/business/info'), d);
      await qc.invalidateQueries({ queryKey: apiKey('/api/services/business/plan') });
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
  const q = useApi('/api/services/business/plan');
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
