// /artist-upload: upload a release, in saved drafts. /artist-upload-enhanced and /professional-release-workflow
// re-export this page. A new release's first step is static markup with one island (the details form, no MUI or
// TanStack Query), as on /projects: what the first visit loads. A saved draft (?id=) opens the full wizard, a MUI
// client component, inside its providers: a chunk of its own (components/distribution/release-draft.tsx), which a
// new release's page does not load.
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { islandProps } from '@/components/providers/island-props';
import { LeanPageHeader } from '@/components/ui/lean-page-header';
import { ReleaseDraft } from '@/components/distribution/release-draft';
import { NewReleaseForm } from '@/components/distribution/new-release-form';
import { NewReleaseSteps } from '@/components/distribution/new-release-steps';
import { paletteVars } from '@/components/command/palette';
import { currentBrand } from '@/lib/platform/brands/server';
import css from '@/components/ui/lean.module.css';

export const metadata: Metadata = { title: 'Upload a release' };

const TITLE = 'Distribute a release';
const DESCRIPTION =
  'Details, tracks and audio, artwork, stores, then review. Every step is saved as a draft; quality control tells you what stores would refuse before you submit.';

export default async function ArtistUploadPage({
  searchParams,
}: {
  searchParams: Promise<{ id?: string; step?: string }>;
}) {
  // The page checks the role itself, as every page does (a layout's check and its page render side by side).
  const [{ id, step }, user] = await Promise.all([searchParams, requirePageAccess('artist')]);
  if (id) {
    const h = await headers();
    return (
      <ReleaseDraft
        title={TITLE}
        description={DESCRIPTION}
        releaseId={id}
        step={step}
        nonce={h.get('x-nonce') ?? undefined}
        context={await islandProps(user)}
      />
    );
  }
  const brand = await currentBrand();
  return (
    <div className={css.page} style={paletteVars(brand.key)}>
      <LeanPageHeader title={TITLE} description={DESCRIPTION} />
      <div className={css.stack}>
        <NewReleaseSteps />
        <section className={css.card} aria-labelledby="wizard-step-title">
          <h2 id="wizard-step-title" className={css.h2}>
            Details
          </h2>
          <NewReleaseForm />
        </section>
      </div>
    </div>
  );
}
