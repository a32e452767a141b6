import { adminLevel, roleTitle } from '@/lib/command/admin-level';
import { centsToDollars } from '@/lib/platform/format';

describe('admin level badge (spec §4, thresholds 10/50/100/200)', () => {
  it.each([
    [0, 1, 'Initiate'],
    [9, 1, 'Initiate'],
    [10, 2, 'Team Member'],
    [49, 2, 'Team Member'],
    [50, 3, 'Operator'],
    [100, 4, 'Commander'],
    [199, 4, 'Commander'],
    [200, 5, 'Architect'],
    [5000, 5, 'Architect'],
  ])('%i actions -> level %i %s', (count, level, name) => {
    expect(adminLevel(count)).toMatchObject({ level, name });
  });

  it('maps role titles', () => {
    expect(roleTitle('SUPER ADMIN')).toBe('Executive Leadership');
    expect(roleTitle('Super Admin')).toBe('Operations Management');
    expect(roleTitle('Admin')).toBe('Administrative Team');
  });

  it('formats cents as dollars without floats', () => {
    expect(centsToDollars(0)).toBe('0.00');
    expect(centsToDollars(123456789)).toBe('1234567.89');
    expect(centsToDollars(-5)).toBe('-0.05');
  });
});
