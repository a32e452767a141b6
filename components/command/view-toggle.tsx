// The super admin's view toggle (spec §2.10, §4), shown to super admins only and not on the brand in
// VIEW_TOGGLE_HIDDEN_BRAND. Decided on the server (the role and brand are known here); the button is a small
// client island that loads no providers, so it fits the static artist dashboard as well as the command center.
import type { SessionUser } from '@/lib/platform/auth/session';
import { currentBrand } from '@/lib/platform/brands/server';
import { VIEW_TOGGLE_HIDDEN_BRAND } from '@/lib/command/view-toggle';
import { ViewToggleButton } from './view-toggle-button';
import { paletteVars } from './palette';
import css from './artist-dashboard.module.css';

export async function ViewToggle({ user }: { user: SessionUser }) {
  const brand = await currentBrand();
  if (user.role !== 'super_admin' || brand.key === VIEW_TOGGLE_HIDDEN_BRAND) return null;
  return (
    <span className={css.toggle} style={paletteVars(brand.key)}>
      <ViewToggleButton />
    </span>
  );
}
