'use client';
// The professional release workflow: details, tracks and audio, artwork, stores, splits, review and
// submit. Every step saves the draft on the server, so an artist can stop and come back: the address names the
// step (?id=...&step=stores), so a reload stays on it, and a draft opened without a step resumes at its first step
// not done. A step is ticked when the saved draft has it done (lib/distribution/releases/wizard-steps.ts).
import { useState } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { apiKey, errorText, useApi } from '@/lib/api-client';
import { TextLink } from '../ui/links';
import { LoadingModule } from '../ui/loading-module';
import { ArtworkStep } from './artwork-step';
import { DetailsStep } from './details-step';
import { FieldComments } from './field-comments';
import { ReviewStep } from './review-step';
import { StoresStep } from './stores-step';
import { TracksStep } from './tracks-step';
import { completedSteps, resumeStep, stepIndex, WIZARD_STEPS } from '@/lib/distribution/releases/wizard-steps';

const STEPS = WIZARD_STEPS.map((s) => s.label);
const EDITABLE = ['draft', 'rejected'];

export function ReleaseWizard({ releaseId: initialId, step: initialStep }: { releaseId?: string; step?: string }) {
  const router = useRouter();
  // The wizard is served under several addresses (/artist-upload and its aliases): a new draft stays on the one used.
  const basePath = usePathname();
  const qc = useQueryClient();
  const [releaseId, setReleaseId] = useState(initialId);
  // null until known: the address's step, else (once the draft is loaded) the draft's first step not done.
  const [chosen, setChosen] = useState<number | null>(initialId ? stepIndex(initialStep) : 0);
  const target = { params: { id: releaseId ?? '' } };
  const {
    data: release,
    isLoading,
    error,
  } = useApi('/api/releases/[id]', target, { enabled: !!releaseId, staleTime: 0 });
  const refresh = () => qc.invalidateQueries({ queryKey: apiKey('/api/releases/[id]', target) });
  if (chosen === null && release) setChosen(resumeStep(release));
  const step = chosen ?? 0;
  const done = completedSteps(release);
  /** Opens a step and writes it into the address (no server round trip), so a reload comes back to it. */
  const setStep = (i: number, id = releaseId) => {
    setChosen(i);
    if (id) window.history.replaceState(null, '', `${basePath}?id=${id}&step=${WIZARD_STEPS[i].key}`);
  };

  if (releaseId && (isLoading || (chosen === null && !error))) return <LoadingModule />;
  if (error) return <Alert severity="error">{errorText(error)}</Alert>;
  if (release && !EDITABLE.includes(release.status)) {
    return (
      <Alert severity="info">
        This release is {release.statusLabel} and can no longer be edited.{' '}
        <TextLink href={`/project/${release.id}`}>Open the release</TextLink>
      </Alert>
    );
  }

  const onDetailsSaved = (id: string) => {
    if (!releaseId) {
      setReleaseId(id);
      router.replace(`${basePath}?id=${id}&step=${WIZARD_STEPS[1].key}`);
      setChosen(1);
    } else {
      void refresh();
      setStep(1);
    }
  };

  return (
    <Stack spacing={3}>
      {release?.status === 'rejected' && release.rejectionReason && release.fieldComments.length === 0 && (
        <Alert severity="error">
          <strong>Rejected by review:</strong> {release.rejectionReason} Fix it and resubmit.
        </Alert>
      )}
      {release && <FieldComments comments={release.fieldComments} onOpen={setStep} />}
      <Stepper nonLinear activeStep={step} alternativeLabel>
        {STEPS.map((label, i) => (
          <Step key={label} completed={done[i]}>
            <StepButton
              onClick={() => setStep(i)}
              disabled={!release && i > 0}
              optional={done[i] ? <Typography variant="caption">Done</Typography> : undefined}
            >
              {label}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
          {STEPS[step]}
        </Typography>
        {step === 0 && <DetailsStep key={release?.id ?? 'new'} release={release ?? null} onSaved={onDetailsSaved} />}
        {release && step === 1 && <TracksStep release={release} onChanged={refresh} />}
        {release && step === 2 && <ArtworkStep release={release} onChanged={refresh} />}
        {release && step === 3 && <StoresStep release={release} onChanged={refresh} />}
        {release && step === 4 && (
          <Typography>
            Royalty splits with your collaborators are set up in Royalties once the release exists:{' '}
            <TextLink href="/auto-royalty-splits">set up splits</TextLink>. Until then, all earnings of this release go
            to you.
          </Typography>
        )}
        {release && step === 5 && (
          <ReviewStep release={release} onSubmitted={() => router.push(`/project/${release.id}`)} />
        )}
      </Paper>
      {release && step < STEPS.length - 1 && (
        <div>
          <Button variant="outlined" onClick={() => setStep(step + 1)}>
            Next: {STEPS[step + 1]}
          </Button>
        </div>
      )}
    </Stack>
  );
}
