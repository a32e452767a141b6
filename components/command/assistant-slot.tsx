// The place where the assistant's Project Intelligence dialog opens from the command center.
// The assistant area exports components/brain/project-intelligence-button.tsx; it is wired here when
// it lands on main. Until then this renders nothing (no placeholder button).
export function ProjectIntelligenceSlot() {
  return null;
}
