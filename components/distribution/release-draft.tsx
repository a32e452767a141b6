'use client';
// Loads the full wizard of a saved draft (./release-draft-shell.tsx) as a chunk of its own. A client component a
// page imports loads with that page even where it renders something else; through next/dynamic, MUI and the
// providers load only when a draft is open (server-rendered then, as before).
import dynamic from 'next/dynamic';
import type { ReleaseDraftProps } from './release-draft-shell';

const Shell = dynamic(() => import('./release-draft-shell'));

export function ReleaseDraft(props: ReleaseDraftProps) {
  return <Shell {...props} />;
}
