'use client';
// Search and status filter of /projects, kept in the address so the list is shareable. A plain GET form (it works
// before or without JavaScript); with it, a changed status applies at once and the address carries only the
// filters that are set. No MUI: the page around it is static markup (components/ui/lean.module.css).
import { useRouter } from 'next/navigation';
import btn from '@/components/ui/static-button.module.css';
import css from '@/components/ui/lean.module.css';

const STATUSES = [
  ['', 'All statuses'],
  ['live', 'Live'],
  ['processing', 'Processing'],
  ['pending', 'Pending'],
  ['failed', 'Failed'],
  ['draft', 'Draft'],
] as const;

export function ProjectFilters({ q, status }: { q: string; status: string }) {
  const router = useRouter();
  const go = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const t = String(data.get('q') ?? '').trim();
    const s = String(data.get('status') ?? '');
    router.push(`/projects?${new URLSearchParams({ ...(t ? { q: t } : {}), ...(s ? { status: s } : {}) })}`);
  };
  return (
    <form
      className={css.form}
      action="/projects"
      method="get"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        go(e.currentTarget);
      }}
    >
      <label className={css.field}>
        Search title, artist or UPC
        <input className={css.input} name="q" type="search" defaultValue={q} key={q} />
      </label>
      <label className={css.field}>
        Status
        <select
          className={css.input}
          name="status"
          defaultValue={status}
          key={status}
          onChange={(e) => e.currentTarget.form && go(e.currentTarget.form)}
        >
          {STATUSES.map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={`${btn.button} ${btn.outlined} ${css.tinted}`}>
        Search
      </button>
    </form>
  );
}
