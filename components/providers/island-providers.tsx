'use client';
// The client providers of one island on a static page (MUI's theme, Emotion's nonced cache, queries, session,
// role, toasts), for a part that needs them and is loaded on a click (the lean pages' assistant, the command
// center's dialogs): imported by that part's lazily loaded module, so the page's first load carries none of
// them. The server passes what they start from (./island-props.ts).
import type { ReactNode } from 'react';
import type { DomainContext } from '@/lib/platform/brands/hosts';
import { AppProviders } from './app-providers';
import { NoncedEmotionCache } from './emotion-cache';
import type { StoredUser } from './stored-user';

export interface IslandProps {
  brand: string;
  domain: DomainContext;
  user: StoredUser;
}

export function IslandProviders({ context, children }: { context: IslandProps; children: ReactNode }) {
  // The nonce is the document's (read from its scripts by NoncedEmotionCache in the browser).
  return (
    <NoncedEmotionCache nonce={undefined}>
      <AppProviders brand={context.brand} domain={context.domain} user={context.user} island>
        {children}
      </AppProviders>
    </NoncedEmotionCache>
  );
}
