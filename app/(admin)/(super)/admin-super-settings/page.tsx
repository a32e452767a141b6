// /admin-super-settings: platform settings behind the super admin's step-up.
import type { Metadata } from 'next';
import { SuperSettingsPage } from '@/components/command/super-settings-page';

export const metadata: Metadata = { title: 'Super Admin Settings' };

export default function AdminSuperSettingsPage() {
  return <SuperSettingsPage path="/admin-super-settings" />;
}
