// "How many users do we have?": accounts on the platform by role (artists, students, members, staff).
import { signupsBetween, userCountsByRole } from '../../accounts';
import { staffOnly } from './staff';
import { plural, type Intent } from './types';

const ROLE: Record<string, [string, string]> = {
  artist: ['artist', 'artists'],
  student: ['student', 'students'],
  member: ['member', 'members'],
  admin: ['admin', 'admins'],
  staff: ['staff member', 'staff members'],
  super_admin: ['super admin', 'super admins'],
};

export const userCountsIntent: Intent = {
  key: 'user-counts',
  description: 'How many user accounts the platform has, in total and by role (artist, student, member, admin).',
  matches: (f) =>
    (f.test(/\b(?:users?|accounts?|signup|registered|people|joined|members?)\b/) &&
      (f.has('count', 'total', 'list', 'who') || f.period !== null || f.test(/\bnew\b/))) ||
    (f.test(/\b(?:admins?|administrators?|super admins?|staff)\b/) && f.has('count', 'total', 'list', 'who')) ||
    (f.test(/\b(?:users?|accounts?)\b/) && f.test(/\bby role\b|\broles?\b|\bbreak ?down\b|\bper role\b/)),
  async answer(ctx, _id, f) {
    const denied = staffOnly(ctx, this.key, 'user counts');
    if (denied) return denied;
    // "New sign-ups this month": accounts created in the period, by role.
    if (f?.period?.start && f.test(/\b(?:signup|new|joined|registered|created)\b/)) {
      const rows = await signupsBetween(f.period.start, f.period.end ?? new Date());
      const total = rows.reduce((s, r) => s + r.total, 0);
      const parts = rows.map((r) => plural(r.total, ...(ROLE[r.role] ?? [r.role, `${r.role}s`])));
      return {
        intent: this.key,
        text: `${plural(total, 'new sign-up')} ${f.period.label} (accounts created)${parts.length ? `: ${parts.join(', ')}` : ''}.`,
      };
    }
    const rows = await userCountsByRole();
    const total = rows.reduce((s, r) => s + r.total, 0);
    const active = rows.reduce((s, r) => s + r.active, 0);
    const parts = rows.map((r) => {
      const [one, many] = ROLE[r.role] ?? [r.role, `${r.role}s`];
      return plural(r.total, one, many);
    });
    // "How many admins": admins and super admins together first.
    const staff = rows.filter((r) => r.role === 'admin' || r.role === 'super_admin');
    const staffCount = staff.reduce((s, r) => s + r.total, 0);
    const lead =
      f?.test(/\b(?:admins?|administrators?|staff)\b/) && staff.length
        ? `${plural(staffCount, 'admin')} in all (admins and super admins: ${staff.map((r) => plural(r.total, ...(ROLE[r.role] ?? [r.role, `${r.role}s`]))).join(', ')}). `
        : '';
    return {
      intent: this.key,
      text: `${lead}The platform has ${plural(total, 'user')} (${active} active): ${parts.join(', ')}.`,
    };
  },
};
