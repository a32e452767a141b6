// /super-admin-settings: the same settings under the spec's second path.
import type { Metadata } from 'next';
import { SuperSettingsPage } from '@/components/command/super-settings-page';

export const metadata: Metadata = { title: 'Super Admin Settings' };

export default function SuperAdminSettingsPage() {
  return <SuperSettingsPage path="/super-admin-settings" />;
}
