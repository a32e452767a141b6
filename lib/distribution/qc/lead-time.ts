// Rule: the release date leaves the stores the lead time they ask for.
import type { QcIssue, QcRule } from './types';

const DAY = 86_400_000;

export const leadTime: QcRule = {
  id: 'lead-time',
  title: 'Release date leaves stores their lead time',
  check(r, c) {
    const out: QcIssue[] = [];
    if (!r.releaseDate) return out;
    const today = Date.UTC(c.today.getUTCFullYear(), c.today.getUTCMonth(), c.today.getUTCDate());
    const days = Math.round((r.releaseDate.getTime() - today) / DAY);
    if (days < c.leadTimeDays) {
      const earliest = new Date(today + c.leadTimeDays * DAY).toISOString().slice(0, 10);
      out.push({
        rule: 'lead-time',
        field: 'releaseDate',
        severity: 'error',
        message: `The chosen stores need ${c.leadTimeDays} days before release: choose ${earliest} or later.`,
      });
    }
    return out;
  },
};
