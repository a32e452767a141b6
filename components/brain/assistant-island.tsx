'use client';
// The floating assistant on a static page (the lean admin pages, app/(admin)/(staff-lean)): a button with the
// look of the MUI one, and nothing else until it is clicked. The click loads the assistant with its own client
// providers (MUI, Emotion, TanStack Query, next-auth: ./assistant-with-providers.tsx) and opens its panel, so a
// page that does not use the assistant loads none of them. The server passes what the providers start from.
import { useState, type ComponentType } from 'react';
import type { IslandProps } from '@/components/providers/island-providers';
import css from './assistant-island.module.css';

const PSYCHOLOGY =
  'M13 8.57c-.79 0-1.43.64-1.43 1.43s.64 1.43 1.43 1.43 1.43-.64 1.43-1.43-.64-1.43-1.43-1.43M13 3C9.25 3 6.2 5.94 6.02 9.64L4.1 12.2c-.25.33-.01.8.4.8H6v3c0 1.1.9 2 2 2h1v3h7v-4.68c2.36-1.12 4-3.53 4-6.32 0-3.87-3.13-7-7-7m3 7c0 .13-.01.26-.02.39l.83.66c.08.06.1.16.05.25l-.8 1.39c-.05.09-.16.12-.24.09l-.99-.4c-.21.16-.43.29-.67.39L14 13.83c-.01.1-.1.17-.2.17h-1.6c-.1 0-.18-.07-.2-.17l-.15-1.06c-.25-.1-.47-.23-.68-.39l-.99.4c-.09.03-.2 0-.25-.09l-.8-1.39c-.05-.08-.03-.19.05-.25l.84-.66c-.01-.13-.02-.26-.02-.39s.02-.27.04-.39l-.85-.66c-.08-.06-.1-.16-.05-.26l.8-1.38c.05-.09.15-.12.24-.09l1 .4c.2-.15.43-.29.67-.39L12 6.17c.02-.1.1-.17.2-.17h1.6c.1 0 .18.07.2.17l.15 1.06c.24.1.46.23.67.39l1-.4c.09-.03.2 0 .24.09l.8 1.38c.05.09.03.2-.05.26l-.85.66c.03.12.04.25.04.39';

export function AssistantIsland({ context, style }: { context: IslandProps; style?: React.CSSProperties }) {
  const [Loaded, setLoaded] = useState<ComponentType<{ context: IslandProps }> | null>(null);
  const [loading, setLoading] = useState(false);
  if (Loaded) return <Loaded context={context} />;
  return (
    <button
      type="button"
      className={css.fab}
      style={style}
      aria-label="Open assistant"
      aria-busy={loading || undefined}
      onClick={async () => {
        if (loading) return;
        setLoading(true);
        const { AssistantWithProviders } = await import('./assistant-with-providers');
        setLoaded(() => AssistantWithProviders);
      }}
    >
      <svg className={css.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={PSYCHOLOGY} />
      </svg>
    </button>
  );
}
