// Rule: the release's UPC/EAN and its tracks' ISRCs are codes stores accept. The forms check what a person types;
// a code that came in another way (an imported ERN message whose ICPN has a wrong check digit) is kept and
// caught here, before it can be approved and sent.
import { isrcProblem } from '../isrc';
import { upcProblem } from '../upc';
import type { QcIssue, QcRule } from './types';
import { trackField, trackLabel } from './types';

export const codes: QcRule = {
  id: 'codes',
  title: 'UPC and ISRCs are valid codes',
  check(r) {
    const out: QcIssue[] = [];
    const upc = r.upc ? upcProblem(r.upc) : null;
    if (upc) out.push({ rule: 'codes', field: 'upc', severity: 'error', message: `UPC ${r.upc}: ${upc}` });
    for (const t of r.tracks) {
      const isrc = t.isrc ? isrcProblem(t.isrc) : null;
      if (isrc)
        out.push({
          rule: 'codes',
          field: trackField(t, 'isrc'),
          severity: 'error',
          message: `${trackLabel(t)}: ${isrc}`,
        });
    }
    return out;
  },
};
