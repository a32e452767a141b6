// Super Admin Settings (both paths): without a live step-up the server renders only the password prompt.
import { PageHeader } from '@/components/ui/page-header';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { pageHasStepUp } from '@/lib/platform/auth/step-up-page';
import { StepUpPrompt } from './step-up-prompt';
import { SuperSettingsForm } from './super-settings-form';
import { EdgeSettingsSwitch } from './edge-settings-switch';

export async function SuperSettingsPage({ path }: { path: string }) {
  const user = await requirePageAccess('superAdmin');
  const elevated = await pageHasStepUp(user.id);
  return (
    <>
      <PageHeader
        title="Super Admin Settings"
        description="Brand domains, identifier prefixes, the payout minimum and store deliveries."
      />
      {elevated ? (
        <>
          <SuperSettingsForm />
          <EdgeSettingsSwitch />
        </>
      ) : (
        <StepUpPrompt next={path} />
      )}
    </>
  );
}
