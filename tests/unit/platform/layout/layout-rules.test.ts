import { backTarget } from '@/components/layout/back-target';
import { allows, homeFor, roleFlags } from '@/lib/platform/auth/roles';

describe('back button (spec §2.10)', () => {
  it.each(['/', '/mms/dashboard', '/login', '/mms/login'])('is hidden on %s', (path) => {
    expect(backTarget(path)).toBeNull();
  });
  it('goes to the artist dashboard inside the artist area, otherwise home', () => {
    expect(backTarget('/mms/profile')).toEqual({ href: '/mms/dashboard', label: 'Back to Dashboard' });
    expect(backTarget('/services')?.href).toBe('/');
    expect(backTarget('/dashboard')?.href).toBe('/');
  });
  it("signed in, goes to the user's own dashboard and hides there", () => {
    expect(backTarget('/projects', '/dashboard')).toEqual({ href: '/dashboard', label: 'Back to Dashboard' });
    expect(backTarget('/learn/courses', '/student-dashboard')?.href).toBe('/student-dashboard');
    expect(backTarget('/student-dashboard', '/student-dashboard')).toBeNull();
    expect(backTarget('/projects', '/mms/dashboard')?.href).toBe('/mms/dashboard');
  });
});

describe('roles', () => {
  it('admin access includes super admins; artist tools exclude students', () => {
    expect(allows('admin', 'super_admin')).toBe(true);
    expect(allows('admin', 'member')).toBe(false);
    expect(allows('artist', 'student')).toBe(false);
    expect(allows('student', 'student')).toBe(true);
    expect(allows('superAdmin', 'admin')).toBe(false);
    expect(allows('public', null)).toBe(true);
    expect(allows('signedIn', null)).toBe(false);
  });

  it('map onto the spec flags', () => {
    expect(roleFlags('super_admin')).toEqual({
      isAdmin: true,
      isSuperAdmin: true,
      role: 'SUPER ADMIN',
      adminType: 'super',
    });
    expect(roleFlags('admin')).toMatchObject({ isAdmin: true, isSuperAdmin: false });
    expect(roleFlags('artist')).toMatchObject({ isAdmin: false, isSuperAdmin: false, adminType: null });
  });

  it('send each role to its home', () => {
    expect(homeFor('admin')).toBe('/dashboard');
    expect(homeFor('artist')).toBe('/mms/dashboard');
    expect(homeFor('student')).toBe('/student-dashboard');
    expect(homeFor('member')).toBe('/member-dashboard');
  });
});
