// Demo accounts: one per role (README lists them) plus a few more artists for a lively catalog.
import type { Role } from '../../lib/platform/auth/roles';
import { hashPassword } from '../../lib/platform/auth/password';
import type { Db } from '../../lib/platform/db';

export const DEMO_PASSWORD = 'demo-password';

export const DEMO_ACCOUNTS: {
  email: string;
  name: string;
  role: Role;
  adminId?: string;
  brand: string;
  timezone?: string;
}[] = [
  {
    email: 'superadmin@demo.test',
    name: 'Morgan Ellis',
    role: 'super_admin',
    adminId: 'ADM-0001',
    brand: 'tnm',
    timezone: 'America/New_York',
  },
  {
    email: 'admin@demo.test',
    name: 'Jordan Blake',
    role: 'admin',
    adminId: 'ADM-0002',
    brand: 'mastermusicsafe',
    timezone: 'America/Chicago',
  },
  { email: 'artist@demo.test', name: 'Nova Reyes', role: 'artist', brand: 'mastermusicsafe' },
  { email: 'member@demo.test', name: 'Darius Cole', role: 'member', brand: 'tnm' },
  { email: 'student@demo.test', name: 'Aaliyah Brooks', role: 'student', brand: 'tnm' },
];

const EXTRA_ARTISTS = [
  { email: 'kairo@demo.test', name: 'Kairo James' },
  { email: 'luna.park@demo.test', name: 'Luna Park' },
  { email: 'the.midnight.set@demo.test', name: 'The Midnight Set' },
];

export async function seedAccounts(db: Db) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const users: Record<string, { id: string }> = {};
  for (const a of DEMO_ACCOUNTS) {
    const [firstName, ...rest] = a.name.split(' ');
    users[a.email] = await db.user.create({
      data: {
        email: a.email,
        name: a.name,
        passwordHash,
        role: a.role,
        adminId: a.adminId,
        brand: a.brand,
        firstName,
        lastName: rest.join(' '),
        displayName: a.name,
        personalTimezone: a.timezone ?? 'America/New_York',
      },
    });
  }
  for (const a of EXTRA_ARTISTS) {
    users[a.email] = await db.user.create({
      data: {
        email: a.email,
        name: a.name,
        passwordHash,
        role: 'artist',
        brand: 'mastermusicsafe',
        displayName: a.name,
      },
    });
  }
  return users;
}
