/** @jest-environment node */
import path from 'node:path';
import { scanPageRoutes } from '@/lib/command/built-routes';
import { CATEGORIES, withAvailability } from '@/lib/command/tools';

jest.mock('server-only', () => ({}));

describe('tool registry', () => {
  const routes = new Set(scanPageRoutes(path.join(process.cwd(), 'app')));

  it('reads page paths from the app folder, without route groups or API handlers', () => {
    expect(routes).toContain('/dashboard');
    expect(routes).toContain('/artist-management');
    expect(routes).toContain('/admin/outbox');
    expect(routes).toContain('/my-crp-music');
    expect([...routes].some((r) => r.startsWith('/api') || r.includes('('))).toBe(false);
  });

  it('has the nine categories of spec §2.6 and links a tool only when its page exists', () => {
    expect(CATEGORIES.map((c) => c.title)).toEqual([
      'Personal Dashboard',
      'Distribution Center',
      'Services Hub',
      'Music School',
      'Communications Hub',
      'Analytics and Reports',
      'Label Roster',
      'Project Overview',
      'System Settings',
    ]);
    const states = withAvailability(new Set(['/team-management']), { superAdmin: false });
    const settings = states.find((c) => c.key === 'settings')!;
    expect(settings.tools.find((t) => t.href === '/team-management')?.built).toBe(true);
    expect(settings.tools.find((t) => t.href === '/system-health-monitor')?.built).toBe(false);
    expect(settings.available).toBe(1);
    for (const c of withAvailability(routes, { superAdmin: true }))
      for (const t of c.tools) expect(t.built).toBe(routes.has(t.href));
  });

  it('names every tool with a one-line description, never a raw path', () => {
    for (const c of CATEGORIES)
      for (const t of c.tools) {
        expect(t.description.length).toBeGreaterThan(8);
        expect(t.description).not.toMatch(/\/[a-z]/);
        expect(t.description).not.toContain('\n');
      }
  });

  it('counts on the System Settings card what its dialog lists, for an admin and for a super admin', () => {
    const settingsFor = (superAdmin: boolean) =>
      withAvailability(routes, { superAdmin }).find((c) => c.key === 'settings')!;
    const admin = settingsFor(false);
    // Super Admin Settings is listed for an admin as "super admins": it is not one of the tools that open.
    expect(admin.tools.find((t) => t.action === 'super-settings')?.status).toBe('super-admins');
    expect(admin).toMatchObject({ available: admin.tools.length - 1, planned: 0, restricted: 1 });
    expect(settingsFor(true)).toMatchObject({ available: admin.tools.length, planned: 0, restricted: 0 });
    for (const superAdmin of [false, true])
      for (const c of withAvailability(routes, { superAdmin }))
        expect(c.available + c.planned + c.restricted).toBe(c.tools.length);
  });

  it("does not list artist-only pages that would show the admin's own (empty) earnings", () => {
    const hrefs = CATEGORIES.flatMap((c) => c.tools.map((t) => t.href));
    for (const artistOnly of [
      '/royalty-dashboard',
      '/store-earnings',
      '/contributor-earnings',
      '/artist-analytics',
      '/artist-payout-setup',
    ])
      expect(hrefs).not.toContain(artistOnly);
    // The platform-wide versions are listed instead.
    expect(hrefs).toEqual(expect.arrayContaining(['/royalty-statements', '/reports', '/payments']));
  });
});
