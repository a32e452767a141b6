// "How many users do we have?": accounts on the platform by role (artists, students, members, staff).
import { userCountsByRole } from '../../accounts';
import { staffOnly } from './staff';
import { plural, type Intent } from './types';

const ROLE: Record<string, [string, string]> = {
  artist: ['artist', 'artists'],
  student: ['student', 'students'],
  member: ['member', 'members'],
  admin: ['admin', 'admins'],
  super_admin: ['super admin', 'super admins'],
};

export const userCountsIntent: Intent = {
  key: 'user-counts',
  description: 'How many user accounts the platform has, in total and by role (artist, student, member, admin).',
  matches: (f) =>
    f.test(/\b(?:users?|accounts?|sign ?ups?|signed up|registered|people)\b/) && f.has('count', 'total', 'list', 'who'),
  async answer(ctx) {
    const denied = staffOnly(ctx, this.key, 'user counts');
    if (denied) return denied;
    const rows = await userCountsByRole();
    const total = rows.reduce((s, r) => s + r.total, 0);
    const active = rows.reduce((s, r) => s + r.active, 0);
    const parts = rows.map((r) => {
      const [one, many] = ROLE[r.role] ?? [r.role, `${r.role}s`];
      return plural(r.total, one, many);
    });
    return {
      intent: this.key,
      text: `The platform has ${plural(total, 'user')} (${active} active): ${parts.join(', ')}.`,
    };
  },
};
