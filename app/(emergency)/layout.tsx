// The emergency pages bring their own chrome; this adds only the client providers (the root layout has none).
import { AppShell } from '@/components/providers/app-shell';

export default function EmergencyLayout({ children }: { children: React.ReactNode }) {
  return <AppShell>{children}</AppShell>;
}
