'use client';
// The release wizard's first step for a release not created yet, without MUI or TanStack Query (the lean first
// page of /professional-release-workflow): the fields of details-step.tsx with the same labels, helper texts and
// choices, read with FormData on "Create draft". The draft created, the address names it and its next step, and
// the page renders the full wizard (release-wizard.tsx) for it.
import { useState } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { api, errorText } from '@/lib/api-request';
import { AI_CONTENT_LABEL } from '@/lib/distribution/releases/ai-content';
import { WIZARD_STEPS } from '@/lib/distribution/releases/wizard-steps';
import { LeanSelect } from '@/components/ui/lean-select';
import btn from '@/components/ui/static-button.module.css';
import css from '@/components/ui/lean.module.css';
import form from '@/components/ui/lean-form.module.css';
import { GENRES } from './genres';

type AiChoice = keyof typeof AI_CONTENT_LABEL;

const TYPES = [
  { value: 'single', label: 'Single' },
  { value: 'ep', label: 'EP' },
  { value: 'album', label: 'Album' },
];
const GENRE_OPTIONS = GENRES.map((g) => ({ value: g, label: g }));
const AI_OPTIONS = [
  { value: '', label: 'Not declared' },
  ...(Object.keys(AI_CONTENT_LABEL) as AiChoice[]).map((k) => ({
    value: k,
    label: AI_CONTENT_LABEL[k].charAt(0).toUpperCase() + AI_CONTENT_LABEL[k].slice(1),
  })),
];

function Field({
  name,
  label,
  helper,
  required,
  type = 'text',
  cell,
}: {
  name: string;
  label: string;
  helper?: string;
  required?: boolean;
  type?: string;
  cell: string;
}) {
  const id = `release-${name}`;
  return (
    <div className={`${css.field} ${cell}`}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        className={css.input}
        name={name}
        type={type}
        required={required}
        aria-describedby={helper ? `${id}-helper` : undefined}
      />
      {helper && (
        <span id={`${id}-helper`} className={css.helper}>
          {helper}
        </span>
      )}
    </div>
  );
}

export function NewReleaseForm() {
  const router = useRouter();
  // The wizard is served under several addresses (/artist-upload and its aliases): the draft stays on the one used.
  const basePath = usePathname();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(f: HTMLFormElement) {
    setSaving(true);
    setError(null);
    const d = new FormData(f);
    const text = (k: string) => String(d.get(k) ?? '');
    try {
      const r = await api.post('/api/releases', {
        title: text('title'),
        primaryArtist: text('primaryArtist'),
        releaseType: text('releaseType') as 'single' | 'ep' | 'album',
        genre: text('genre'),
        label: text('label'),
        pLine: text('pLine'),
        cLine: text('cLine'),
        releaseDate: text('releaseDate') || null,
        explicit: d.get('explicit') === 'on',
        upc: text('upc').trim() || null,
        containsAi: (text('containsAi') || null) as AiChoice | null,
      });
      router.replace(`${basePath}?id=${r.id}&step=${WIZARD_STEPS[1].key}`);
    } catch (err) {
      setError(errorText(err));
      setSaving(false);
    }
  }

  return (
    // noValidate: an empty required field is answered by the server's message, as on the MUI form
    <form
      noValidate
      className={form.grid}
      onSubmit={(e) => {
        e.preventDefault();
        void save(e.currentTarget);
      }}
    >
      <Field cell={form.half} name="title" label="Release title" required />
      <Field cell={form.half} name="primaryArtist" label="Primary artist" helper="As stores should show it" required />
      <div className={form.third}>
        <LeanSelect name="releaseType" label="Release type" options={TYPES} defaultValue="single" />
      </div>
      <div className={form.third}>
        <LeanSelect name="genre" label="Genre" options={GENRE_OPTIONS} />
      </div>
      <Field cell={form.third} name="releaseDate" label="Release date" type="date" />
      <Field cell={form.third} name="label" label="Label" />
      <Field cell={form.third} name="pLine" label="(P) line" helper="e.g. 2026 Your Name" />
      <Field cell={form.third} name="cLine" label="(C) line" />
      <Field
        cell={form.half}
        name="upc"
        label="UPC (if you already have one)"
        helper="Leave empty and we assign one at approval"
      />
      <div className={form.half}>
        <label className={form.check}>
          <input type="checkbox" name="explicit" />
          Explicit release
        </label>
      </div>
      <div className={form.half}>
        <LeanSelect
          name="containsAi"
          label="Generative AI in this release"
          options={AI_OPTIONS}
          helperText="Music, vocals or lyrics made with generative AI"
        />
      </div>
      {error && (
        <p role="alert" className={`${css.alert} ${css.alertError} ${form.full}`}>
          {error}
        </p>
      )}
      <div className={form.full}>
        <button type="submit" disabled={saving} className={`${btn.button} ${btn.contained} ${css.filled}`}>
          Create draft
        </button>
      </div>
    </form>
  );
}
