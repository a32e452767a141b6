'use client';
// The Project Intelligence dialog, open, with the client providers it needs (./project-intelligence-island.tsx
// loads it on the first click on the static command center).
import { IslandProviders, type IslandProps } from '@/components/providers/island-providers';
import { ProjectIntelligenceDialog } from './project-intelligence-dialog';

export function ProjectIntelligenceWithProviders({ context, onClose }: { context: IslandProps; onClose: () => void }) {
  return (
    <IslandProviders context={context}>
      <ProjectIntelligenceDialog open onClose={onClose} />
    </IslandProviders>
  );
}
