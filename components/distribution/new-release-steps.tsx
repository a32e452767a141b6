// The release wizard's stepper as static markup, for a release not created yet (the lean first page of
// /professional-release-workflow): the same tablist of tabs as the MUI Stepper of release-wizard.tsx, Details
// selected and the other steps disabled until the draft exists (as there).
import form from '@/components/ui/lean-form.module.css';
import { WIZARD_STEPS } from '@/lib/distribution/releases/wizard-steps';

export function NewReleaseSteps() {
  return (
    <div role="tablist" aria-orientation="horizontal" className={form.stepper}>
      {WIZARD_STEPS.map((s, i) => (
        <div key={s.key} className={form.step}>
          <button
            type="button"
            role="tab"
            className={form.stepButton}
            aria-selected={i === 0}
            aria-posinset={i + 1}
            aria-setsize={WIZARD_STEPS.length}
            tabIndex={i === 0 ? 0 : -1}
            disabled={i > 0}
          >
            <svg className={form.stepIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <circle cx="12" cy="12" r="12" fill="currentColor" />
              <text x="12" y="12" textAnchor="middle" dominantBaseline="central">
                {i + 1}
              </text>
            </svg>
            {s.label}
          </button>
        </div>
      ))}
    </div>
  );
}
