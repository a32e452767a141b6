'use client';
// The place where the assistant's Project Intelligence dialog opens from the command center header
// (the assistant area owns the button and dialog in components/brain/).
import { ProjectIntelligenceButton } from '@/components/brain/project-intelligence-button';

export function ProjectIntelligenceSlot() {
  return <ProjectIntelligenceButton variant="outlined" />;
}
