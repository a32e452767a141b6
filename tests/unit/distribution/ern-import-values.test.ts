// How the ERN import reads xs:duration and ddex_IsoDate values as senders write them (lib/distribution/ern/import-values.ts).
import { durationMs, releaseDay, yearDate } from '@/lib/distribution/ern/import-values';

describe('durationMs', () => {
  it.each([
    ['PT3M5S', 185_000],
    ['PT0H3M5.123S', 185_123],
    ['PT185S', 185_000],
    ['P0DT0H3M5S', 185_000],
    ['P0Y0M0DT0H3M5.000S', 185_000],
    ['P1DT1S', 86_401_000],
    ['PT0S', 0],
  ])('%s is %d ms', (iso, ms) => expect(durationMs(iso)).toBe(ms));

  // "M" before the T is months (xs:duration), which have no fixed length: it was read as minutes.
  it.each(['P3M', 'P1Y', 'P', 'PT', 'P1DT', '3:05'])('%s is not a track length', (iso) =>
    expect(durationMs(iso)).toBeNull(),
  );
});

describe('dates of a year or a month', () => {
  it('reads an OriginalReleaseDate of a year or a month as its first day', () => {
    expect(yearDate('1998')?.toISOString()).toBe('1998-01-01T00:00:00.000Z');
    expect(yearDate('1998-05')?.toISOString()).toBe('1998-05-01T00:00:00.000Z');
    expect(yearDate('1998-05-17')?.toISOString()).toBe('1998-05-17T00:00:00.000Z');
  });
  it('takes the deal start for a ReleaseDate of a month or year only when it falls in it', () => {
    expect(releaseDay('2024-11-15', '2024-10-01')?.toISOString()).toBe('2024-11-15T00:00:00.000Z');
    expect(releaseDay('2024-11', '2024-11-15')?.toISOString()).toBe('2024-11-15T00:00:00.000Z');
    expect(releaseDay('2024', '2025-01-01')).toBeNull();
    expect(releaseDay('', '2024-10-01')?.toISOString()).toBe('2024-10-01T00:00:00.000Z');
  });
});
