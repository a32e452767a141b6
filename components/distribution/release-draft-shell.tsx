'use client';
// The full release wizard (release-wizard.tsx, MUI and TanStack Query) for a saved draft, inside the client
// providers AppShell gives the MUI pages. Loaded by ./release-draft.tsx as a chunk of its own, so the page of a new
// release, which imports that loader too, does not load MUI.
import { AppProviders } from '@/components/providers/app-providers';
import { NoncedEmotionCache } from '@/components/providers/emotion-cache';
import type { IslandProps } from '@/components/providers/island-providers';
import { PageHeader } from '@/components/ui/page-header';
import { ReleaseWizard } from './release-wizard';

export interface ReleaseDraftProps {
  title: string;
  description: string;
  releaseId: string;
  step?: string;
  /** The request's CSP nonce for Emotion's server-rendered styles (the browser reads the document's). */
  nonce?: string;
  context: IslandProps;
}

export default function ReleaseDraftShell({ title, description, releaseId, step, nonce, context }: ReleaseDraftProps) {
  return (
    <NoncedEmotionCache nonce={nonce}>
      <AppProviders brand={context.brand} domain={context.domain} user={context.user}>
        <PageHeader title={title} description={description} />
        <ReleaseWizard releaseId={releaseId} step={step} />
      </AppProviders>
    </NoncedEmotionCache>
  );
}
