// /contact-management: every person the platform knows, as contacts.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { ContactManager } from '@/components/comms/contacts';

export const metadata: Metadata = { title: 'Contact management' };

export default function ContactManagementPage() {
  return (
    <>
      <PageHeader
        title="Contact management"
        description="Users, waiting-list sign-ups, applicants and collaborators in one list, with tags, notes and their history."
      />
      <ContactManager />
    </>
  );
}
