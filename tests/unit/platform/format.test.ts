import {
  formatBytes,
  formatClock,
  formatCompact,
  formatCount,
  formatDate,
  formatDateTime,
  formatIsrc,
  formatMoney,
  formatMonth,
  formatPercentBps,
  formatTime,
  formatUpc,
  formatWeekday,
} from '@/lib/platform/format';

describe('lib/platform/format', () => {
  it('formats cents as dollars, numbers and bigints alike', () => {
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(-5)).toBe('-$0.05');
    expect(formatMoney(123456n)).toBe('$1,234.56');
    expect(formatMoney(-250n)).toBe('-$2.50');
    expect(formatMoney(900719925474099312n)).toBe('$9,007,199,254,740,993.12');
  });

  it('formats counts and basis points', () => {
    expect(formatCount(12345)).toBe('12,345');
    expect(formatPercentBps(1250)).toBe('12.50%');
    expect(formatPercentBps(10_000)).toBe('100.00%');
  });

  it('shortens chart-axis numbers', () => {
    expect(formatCompact(950)).toBe('950');
    expect(formatCompact(1000)).toBe('1k');
    expect(formatCompact(1234)).toBe('1.2k');
    expect(formatCompact(3_400_000)).toBe('3.4M');
    expect(formatCompact(-2500)).toBe('-2.5k');
    expect(formatCompact(7_100_000_000)).toBe('7.1B');
  });

  it('shows an ISRC as CC-XXX-YY-NNNNN and leaves anything else alone', () => {
    expect(formatIsrc('USRC17607839')).toBe('US-RC1-76-07839');
    expect(formatIsrc('us-rc1-76-07839')).toBe('US-RC1-76-07839');
    expect(formatIsrc('not an isrc')).toBe('not an isrc');
  });

  it('groups UPC-A and EAN-13 digits as printed', () => {
    expect(formatUpc('012345678905')).toBe('0 12345 67890 5');
    expect(formatUpc('4006381333931')).toBe('4 006381 333931');
    expect(formatUpc('123')).toBe('123');
  });

  it('formats dates in UTC unless told otherwise', () => {
    const d = new Date('2026-11-23T19:21:00Z');
    expect(formatDate(d)).toBe('Nov 23, 2026');
    expect(formatDate('2026-01-01T02:00:00Z', 'America/New_York')).toBe('Dec 31, 2025');
    expect(formatDateTime(d)).toBe('Nov 23, 2026, 7:21 PM');
  });

  it('formats times, months and weekdays, and names the zone when asked', () => {
    const d = new Date('2026-11-23T19:21:00Z');
    expect(formatTime(d)).toBe('7:21 PM');
    expect(formatTime(d, 'America/New_York')).toBe('2:21 PM');
    expect(formatDateTime(d, 'America/New_York', true)).toBe('Nov 23, 2026, 2:21 PM EST');
    expect(formatDateTime(d, 'UTC', true)).toBe('Nov 23, 2026, 7:21 PM UTC');
    expect(formatMonth('2026-11')).toBe('November 2026');
    expect(formatMonth('2026-02', 'short')).toBe('Feb 2026');
    expect(formatMonth('not a month')).toBe('not a month');
    expect(formatWeekday('2026-11-25T12:00:00Z')).toBe('Wednesday, Nov 25, 2026');
    expect(formatClock('2026-11-25T19:21:05Z')).toBe('Wed 7:21:05 PM');
  });

  it('writes sizes in binary units, at least 1 KB for a non-empty file', () => {
    expect(formatBytes(0)).toBe('0 KB');
    expect(formatBytes(100)).toBe('1 KB');
    expect(formatBytes(49 * 1024)).toBe('49 KB');
    expect(formatBytes(8_808_038)).toBe('8.4 MB');
    expect(formatBytes(100 * 1024 ** 2)).toBe('100 MB');
    expect(formatBytes(2 * 1024 ** 3)).toBe('2 GB');
    expect(formatBytes(5.25 * 1024 ** 3)).toBe('5.3 GB');
  });
});
