'use client';
// The step-up dialog, open, with the client providers it needs (./step-up-island.tsx loads it on a click).
import { IslandProviders, type IslandProps } from '@/components/providers/island-providers';
import { StepUpDialog } from './step-up-dialog';

export function StepUpWithProviders({ context, onClose }: { context: IslandProps; onClose: () => void }) {
  return (
    <IslandProviders context={context}>
      <StepUpDialog open onClose={onClose} />
    </IslandProviders>
  );
}
