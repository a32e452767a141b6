// Value axes of every chart: compact numbers (950, 1.2k, 3.4M) from lib/platform/format.ts, so ticks never clip.
import { formatCompact } from '@/lib/platform/format';

export const COMPACT_Y_AXIS = [
  { valueFormatter: (v: number | null) => (v === null ? '' : formatCompact(v)), width: 48 },
];
