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
    const states = withAvailability(new Set(['/team-management']));
    const settings = states.find((c) => c.key === 'settings')!;
    expect(settings.tools.find((t) => t.href === '/team-management')?.built).toBe(true);
    expect(settings.tools.find((t) => t.href === '/system-health-monitor')?.built).toBe(false);
    expect(settings.available).toBe(1);
    for (const c of withAvailability(routes)) for (const t of c.tools) expect(t.built).toBe(routes.has(t.href));
  });
});
