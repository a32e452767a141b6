// The release wizard's steps, pure: their names in the address (?step=stores), which of them a saved draft has
// completed (the stepper's ticks), and where a draft opened without a step resumes. Read from the saved draft
// and its quality-control result, so a tick and a QC message never disagree.

export const WIZARD_STEPS = [
  { key: 'details', label: 'Details' },
  { key: 'tracks', label: 'Tracks & audio' },
  { key: 'artwork', label: 'Artwork' },
  { key: 'stores', label: 'Stores & territories' },
  { key: 'splits', label: 'Splits' },
  { key: 'review', label: 'Review & submit' },
] as const;

type WizardStepKey = (typeof WIZARD_STEPS)[number]['key'];

/** The step index of an address's `step`, or null when it names none. */
export function stepIndex(key: string | null | undefined): number | null {
  const i = WIZARD_STEPS.findIndex((s) => s.key === key);
  return i < 0 ? null : i;
}

/** What the ticks are read from: the saved draft (as GET /api/releases/{id} gives it). */
export interface WizardDraft {
  tracks: { audioFileId: string | null }[];
  artworkFileId: string | null;
  storeIds: string[];
  qc: { field: string; severity: string }[];
}

const TRACK_FIELD = /^tracks(\.|$)/;
const STORE_FIELDS = new Set(['storeIds', 'territories']);

function stepOfField(field: string): WizardStepKey {
  if (TRACK_FIELD.test(field)) return 'tracks';
  if (field === 'artwork') return 'artwork';
  if (STORE_FIELDS.has(field)) return 'stores';
  return 'details';
}

/**
 * Per step, whether the saved draft has it done: its data is there and quality control finds no error in its
 * fields. Splits has nothing required (earnings go to the owner until splits are set), so it is done with the
 * four steps before it; Review is done only by submitting, which leaves the wizard.
 */
export function completedSteps(d: WizardDraft | null | undefined): boolean[] {
  if (!d) return WIZARD_STEPS.map(() => false);
  const withErrors = new Set(d.qc.filter((i) => i.severity === 'error').map((i) => stepOfField(i.field)));
  const done: Record<WizardStepKey, boolean> = {
    details: !withErrors.has('details'),
    tracks: d.tracks.length > 0 && d.tracks.every((t) => !!t.audioFileId) && !withErrors.has('tracks'),
    artwork: !!d.artworkFileId && !withErrors.has('artwork'),
    stores: d.storeIds.length > 0 && !withErrors.has('stores'),
    splits: false,
    review: false,
  };
  done.splits = done.details && done.tracks && done.artwork && done.stores;
  return WIZARD_STEPS.map((s) => done[s.key]);
}

/** Where a draft opened without a step resumes: its first step not done, else Review & submit. */
export function resumeStep(d: WizardDraft | null | undefined): number {
  if (!d) return 0;
  const done = completedSteps(d);
  const first = done.findIndex((x, i) => !x && i < WIZARD_STEPS.length - 1);
  return first < 0 ? WIZARD_STEPS.length - 1 : first;
}
