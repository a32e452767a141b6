// /admin-email-templates: every email the platform sends, editable per brand.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { EmailTemplates } from '@/components/comms/email-templates';

export const metadata: Metadata = { title: 'Email templates' };

export default function EmailTemplatesPage() {
  return (
    <>
      <PageHeader
        title="Email templates"
        description="The words of every email we send, per brand. Use only the variables listed; the preview shows sample data."
      />
      <EmailTemplates />
    </>
  );
}
