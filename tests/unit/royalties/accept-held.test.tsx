// The statement page's held import: the figures that disagree as the file gives them, the admin's
// "Accept with a reason…" and "Delete this import", and, once accepted, the discrepancy kept with the reason.
import { renderToString } from 'react-dom/server';
import { AcceptedDiscrepancy, HeldStatement } from '@/components/royalties/accept-held';

const FIGURES =
  'The DSR summary record 1 (SY02.01, RightsController PUB_3) gives AllocatedRevenue 63.41 USD but the usage lines naming it total 41.81 USD.';
const text = (html: string) =>
  html
    .replace(/<style[^>]*>.*?<\/style>/g, '')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '|')
    .replace(/&#x27;/g, "'")
    .replace(/\|+/g, '|');

describe('a held statement on its page', () => {
  it('shows the figures and offers to accept with a reason or delete', () => {
    const html = renderToString(
      <HeldStatement id="s1" discrepancy={FIGURES} onAccepted={async () => undefined} onDelete={() => undefined} />,
    );
    expect(text(html)).toContain(`|Held: nothing was imported, because the file's own figures disagree. ${FIGURES}|`);
    expect(text(html)).toContain('|Accept with a reason…|');
    expect(text(html)).toContain('|Delete this import|');
  });

  it('keeps the discrepancy and the reason once accepted, and shows nothing without one', () => {
    const html = renderToString(
      <AcceptedDiscrepancy
        discrepancy={FIGURES}
        accepted={{ reason: 'YouTube confirmed the LI01 amounts', at: '2026-11-29T10:00:00.000Z' }}
      />,
    );
    expect(text(html)).toContain(
      `|The file's own figures disagree: ${FIGURES} Accepted on 2026-11-29: YouTube confirmed the LI01 amounts|`,
    );
    expect(renderToString(<AcceptedDiscrepancy discrepancy={null} accepted={null} />)).toBe('');
  });
});
