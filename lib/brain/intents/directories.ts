// Staff lists shown with their totals: the waiting list (/admin-waiting-list, listWaitingList of accounts:
// sign-ups by interest, the newest first), the contacts (/contact-management, listContacts of comms) and the
// external integrations (/google-api-monitoring, getIntegrationStats of ops: state, calls and errors in 24 h).
import { listWaitingList } from '@/lib/accounts';
import { listContacts } from '@/lib/comms';
import { getIntegrationStats } from '@/lib/ops';
import { formatDate } from '../../platform/format';
import { staffOnly } from './staff';
import { plural, type Intent } from './types';

const WAITING_LIST = /\bwait(?:ing)?[ -]?list(?:ed)?\b/i;

export const waitingListIntent: Intent = {
  key: 'waiting-list',
  description: 'The waiting list: how many signed up, by interest, and the newest sign-ups.',
  matches: (f) => WAITING_LIST.test(f.raw),
  async answer(ctx) {
    const denied = staffOnly(ctx, this.key, 'the waiting list');
    if (denied) return denied;
    const page = await listWaitingList({ limit: 5 });
    const by = Object.entries(page.byInterest)
      .sort((a, b) => b[1] - a[1])
      .map(([k, n]) => `${k} ${n}`);
    const newest = page.items.map((e) => `${e.name} (${e.brand}, ${e.interest}, ${formatDate(e.createdAt)})`);
    return {
      intent: this.key,
      text: `${plural(page.total, 'person', 'people')} on the waiting list${by.length ? ` (by interest: ${by.join(', ')})` : ''}${newest.length ? `; newest: ${newest.join(', ')}` : ''}.`,
      link: { href: '/admin-waiting-list', label: 'Waiting list' },
    };
  },
};

const CONTACTS = /\bcontacts\b|\bcontact (?:list|management|book|database)\b|\bmailing list\b/i;

export const contactsIntent: Intent = {
  key: 'contacts',
  description: 'The contact list: how many contacts, the most recently updated.',
  matches: (f) => CONTACTS.test(f.raw),
  async answer(ctx) {
    const denied = staffOnly(ctx, this.key, 'the contacts');
    if (denied) return denied;
    const page = await listContacts({ limit: 5 });
    const recent = page.items.map((c) => c.name || c.email);
    return {
      intent: this.key,
      text: `${plural(page.total, 'contact')} in the contact list${recent.length ? `; most recently updated: ${recent.join(', ')}` : ''}.`,
      link: { href: '/contact-management', label: 'Contact management' },
    };
  },
};

const INTEGRATIONS =
  /\bintegrations?\b|\bgoogle\b|\byoutube api\b|\b(?:external|third[- ]party) (?:apis?|services)\b|\bapi (?:monitoring|calls?|errors?|error rate|quota|latency)\b|\bapis? (?:working|failing|down|up|ok)\b/i;

export const integrationsIntent: Intent = {
  key: 'integrations',
  description:
    'External integrations (email, Stripe, storage, language model, Google, store endpoints): state, calls and errors in 24 h.',
  matches: (f) => INTEGRATIONS.test(f.raw),
  async answer(ctx) {
    const denied = staffOnly(ctx, this.key, 'the integrations');
    if (denied) return denied;
    const s = await getIntegrationStats();
    const STATE = { ok: 'working', failing: 'failing', unknown: 'not called yet', not_configured: 'not configured' };
    const failing = s.integrations.filter((i) => i.state === 'failing');
    const core = s.integrations.filter((i) => !i.integration.startsWith('store:') || i.state === 'failing');
    const stores = s.integrations.filter((i) => i.integration.startsWith('store:'));
    const list = core.map(
      (i) =>
        `${i.label} ${STATE[i.state]}${i.calls24h ? ` (${plural(i.calls24h, 'call')} in 24 h, ${i.errorRate}% errors)` : ''}${i.state === 'failing' && i.lastError ? `: ${i.lastError.slice(0, 80)}` : ''}`,
    );
    return {
      intent: this.key,
      text:
        `${failing.length ? `${plural(failing.length, 'integration')} failing. ` : 'No integration is failing. '}` +
        `${list.join('; ')}; ${plural(stores.length, 'store endpoint')} (${stores.filter((i) => i.state === 'ok').length} working).`,
      link: { href: '/google-api-monitoring', label: 'API monitoring' },
    };
  },
};
