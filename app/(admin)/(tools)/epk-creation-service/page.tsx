// /epk-creation-service: build and publish the artist's press kit, or order one made by our team.
import type { Metadata } from 'next';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/ui/page-header';
import { EpkEditor } from '@/components/services/epk-editor';
import { ServiceCatalog } from '@/components/services/catalog';

export const metadata: Metadata = { title: 'EPK Creation' };

export default function Page() {
  return (
    <>
      <PageHeader
        title="EPK Creation"
        description="Your electronic press kit: bios, photos with credits, your live releases with previews, press quotes, tour dates, stage plot and rider, social links and contacts, at one shareable address."
      />
      <EpkEditor />
      <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 2, fontWeight: 700 }}>
        Have our team write and design it
      </Typography>
      <ServiceCatalog only="epk" />
    </>
  );
}
