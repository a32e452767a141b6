// What /admin-isrc shows: each code sequence with how much of its range is used (a warning from 80%, so
// a new registrant code or GS1 prefix is ordered in time; codes given back do not count), and the ISRCs
// issued most recently.
import { db } from '../platform/db';
import { getDistributionSettings } from './settings';
import { upcSequence } from './code-pool';

/** An ISRC's designation code has five digits per registrant and year. */
const ISRC_CAPACITY = 99_999;
const RANGE_WARNING_SHARE = 0.8;

export interface CodeSequence {
  key: string;
  label: string;
  issued: number;
  capacity: number;
  /** Whole percent of the range used. */
  usedPercent: number;
  nearlyFull: boolean;
}

function sequence(key: string, label: string, issued: number, capacity: number): CodeSequence {
  return {
    key,
    label,
    issued,
    capacity,
    usedPercent: Math.floor((issued * 100) / capacity),
    nearlyFull: issued >= capacity * RANGE_WARNING_SHARE,
  };
}

export async function codesOverview() {
  const [settings, isrcCounters, upcCounters, recent, returned] = await Promise.all([
    getDistributionSettings(db),
    db.isrcCounter.findMany({ orderBy: [{ year: 'desc' }, { registrant: 'asc' }] }),
    db.upcCounter.findMany({ orderBy: { prefix: 'asc' } }),
    db.track.findMany({
      where: { isrc: { not: null } },
      orderBy: { updatedAt: 'desc' },
      // bounded: the latest codes assigned, as a check; the counters above count them all.
      take: 25,
      select: { id: true, isrc: true, title: true, release: { select: { title: true, upc: true } } },
    }),
    db.returnedCode.groupBy({ by: ['kind', 'sequence'], _count: { _all: true } }),
  ]);
  // Codes given back by deleted drafts are issued again before the counter moves on: not used up.
  const back = (kind: string, sequence: string) =>
    returned.find((r) => r.kind === kind && r.sequence === sequence)?._count._all ?? 0;
  const barcodeLength = settings.barcodeType === 'ean_13' ? 13 : 12;
  const sequences = [
    ...isrcCounters.map((c) =>
      sequence(
        `isrc-${c.registrant}-${c.year}`,
        `ISRC ${c.registrant} ${c.year}`,
        c.lastNumber - back('isrc', `${c.registrant}${String(c.year % 100).padStart(2, '0')}`),
        ISRC_CAPACITY,
      ),
    ),
    ...upcCounters.map((c) => {
      const width = Math.max(1, barcodeLength - 1 - c.prefix.length);
      const issued = c.lastNumber - back('upc', upcSequence(c.prefix, barcodeLength));
      return sequence(`upc-${c.prefix}`, `UPC prefix ${c.prefix}`, issued, 10 ** width - 1);
    }),
  ];
  return { sequences, recent };
}
