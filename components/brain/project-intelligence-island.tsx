'use client';
// The command center's Project Intelligence button as a static island: the button with the memory count
// (99+ above 99, asked with plain fetch every 30 s), and the dialog with its client providers (MUI, Emotion,
// TanStack Query: ./project-intelligence-with-providers.tsx) loaded on the first click, so the page's first load
// carries none of them.
import { useEffect, useState, type ComponentType } from 'react';
import type { ApiAnswer } from '@/lib/api-client';
import type { IslandProps } from '@/components/providers/island-providers';
import { badgeCount } from './badge-count';
import btn from '@/components/ui/static-button.module.css';
import css from './project-intelligence-island.module.css';

type Loaded = ComponentType<{ context: IslandProps; onClose: () => void }>;

const PSYCHOLOGY =
  'M13 8.57c-.79 0-1.43.64-1.43 1.43s.64 1.43 1.43 1.43 1.43-.64 1.43-1.43-.64-1.43-1.43-1.43M13 3C9.25 3 6.2 5.94 6.02 9.64L4.1 12.2c-.25.33-.01.8.4.8H6v3c0 1.1.9 2 2 2h1v3h7v-4.68c2.36-1.12 4-3.53 4-6.32 0-3.87-3.13-7-7-7m3 7c0 .13-.01.26-.02.39l.83.66c.08.06.1.16.05.25l-.8 1.39c-.05.09-.16.12-.24.09l-.99-.4c-.21.16-.43.29-.67.39L14 13.83c-.01.1-.1.17-.2.17h-1.6c-.1 0-.18-.07-.2-.17l-.15-1.06c-.25-.1-.47-.23-.68-.39l-.99.4c-.09.03-.2 0-.25-.09l-.8-1.39c-.05-.08-.03-.19.05-.25l.84-.66c-.01-.13-.02-.26-.02-.39s.02-.27.04-.39l-.85-.66c-.08-.06-.1-.16-.05-.26l.8-1.38c.05-.09.15-.12.24-.09l1 .4c.2-.15.43-.29.67-.39L12 6.17c.02-.1.1-.17.2-.17h1.6c.1 0 .18.07.2.17l.15 1.06c.24.1.46.23.67.39l1-.4c.09-.03.2 0 .24.09l.8 1.38c.05.09.03.2-.05.26l-.85.66c.03.12.04.25.04.39';

export function ProjectIntelligenceIsland({ context }: { context: IslandProps }) {
  const [memories, setMemories] = useState<number | null>(null);
  const [Dialog, setDialog] = useState<Loaded | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const refresh = async () => {
      // eslint-disable-next-line local/no-raw-api-path -- a static island's count (plain fetch, no TanStack Query)
      const res = await fetch('/api/brain/analytics', { credentials: 'same-origin' });
      if (res.ok) setMemories(((await res.json()) as ApiAnswer<'/api/brain/analytics'>).totalMemories);
    };
    void refresh().catch(() => undefined);
    const timer = window.setInterval(() => void refresh().catch(() => undefined), 30_000);
    return () => window.clearInterval(timer);
  }, []);

  const openDialog = async () => {
    setOpen(true);
    if (!Dialog) {
      const m = await import('./project-intelligence-with-providers');
      setDialog(() => m.ProjectIntelligenceWithProviders);
    }
  };

  return (
    <span className={css.wrap}>
      <button
        type="button"
        className={`${btn.button} ${btn.outlined} ${css.button}`}
        onClick={() => void openDialog()}
        aria-busy={(open && !Dialog) || undefined}
      >
        <svg className={css.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={PSYCHOLOGY} />
        </svg>
        Project Intelligence
      </button>
      {memories ? (
        <span className={css.badge}>
          <span aria-hidden="true">{badgeCount(memories)}</span>
          <span className={css.hidden}>{`${memories} memories`}</span>
        </span>
      ) : null}
      {open && Dialog && <Dialog context={context} onClose={() => setOpen(false)} />}
    </span>
  );
}
