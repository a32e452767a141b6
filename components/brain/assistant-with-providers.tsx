'use client';
// The floating assistant with the client providers it needs, loaded by ./assistant-island.tsx on the first
// click on a static page, and mounted open.
import { IslandProviders, type IslandProps } from '@/components/providers/island-providers';
import { FloatingAssistantButton } from './floating-assistant-button';

export function AssistantWithProviders({ context }: { context: IslandProps }) {
  return (
    <IslandProviders context={context}>
      <FloatingAssistantButton initialOpen />
    </IslandProviders>
  );
}
