// The command center's tiles (/dashboard, platformStats of command, the figures of GET /api/stats): Revenue
// as the stores reported it in completed statement imports (matched and unmatched rows alike, so it can exceed
// the earnings allocated to releases), Live and Scheduled releases, Projects, Stores enabled, active artist accounts.
import { platformStats } from '@/lib/command';
import { formatMoney } from '../../platform/format';
import { staffOnly } from './staff';
import { plural, type Intent } from './types';

const CENTER =
  /\bcommand cent(?:er|re)\b|\b(?:admin|main|home) dashboard\b|\b(?:revenue|stats?) tile\b|\bdashboard\b|\btop strip\b|\btiles\b/i;
const OTHER_DASHBOARD =
  /\b(?:personal|franchise|analytics|service|artist|student|business|royalty|member|emergency) dashboard\b/i;

export const commandCenterIntent: Intent = {
  key: 'command-center',
  description:
    "The command center's tiles: revenue reported by the stores, live and scheduled releases, projects, stores enabled, active artists.",
  matches: (f) => CENTER.test(f.raw) && !OTHER_DASHBOARD.test(f.raw),
  async answer(ctx) {
    const denied = staffOnly(ctx, this.key, 'the command center');
    if (denied) return denied;
    const s = await platformStats();
    return {
      intent: this.key,
      text:
        `Command center: Revenue ${formatMoney(s.totalRevenueCents)} (what the stores reported in completed statement imports, unmatched rows included), ` +
        `${plural(s.activeDistributions, 'Live release')} (${s.scheduledDistributions} Scheduled), ${plural(s.totalProjects, 'project')}, ` +
        `${plural(s.connectedStores, 'store')} enabled, ${plural(s.totalArtists, 'active artist account')}.`,
      link: { href: '/dashboard', label: 'Command center' },
    };
  },
};
