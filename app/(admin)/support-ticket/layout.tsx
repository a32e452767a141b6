// /support-ticket in the tools layout: MUI client pages, so this segment brings the client providers (the tools layout
// above is static markup). Signed-in users, as the tools layout requires.
import { AppShell } from '@/components/providers/app-shell';

export default function SupportTicketLayout({ children }: { children: React.ReactNode }) {
  return <AppShell>{children}</AppShell>;
}
