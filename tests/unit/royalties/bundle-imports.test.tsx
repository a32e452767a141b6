/** @jest-environment node */
// The upload page's list of the imports a zip archive of statements created: each statement's file, layout,
// store, period, status as its job runs and total once done, as the page renders them.
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BundleImports, type ImportAnswer } from '@/components/royalties/bundle-imports';

const imp = (id: string, entry: string, layout: string, layoutName: string) => ({
  id,
  status: 'queued' as const,
  layout,
  layoutName,
  originalName: `june.zip/${entry}`,
  store: layoutName,
  period: '2025-06',
  currency: 'USD',
});

describe('BundleImports', () => {
  it('lists every import of the archive with its status and, once done, its total', () => {
    const answer = {
      imports: [
        imp('a', 'June/distrokid.tsv', 'distrokid', 'DistroKid'),
        imp('b', 'June/symphonic.csv.gz', 'symphonic', 'Symphonic'),
        imp('c', 'June/apple/US.txt', 'apple', 'Apple financial report'),
      ],
      ignored: ['June/summary.pdf'],
    } as ImportAnswer;
    const client = new QueryClient();
    // What GET /api/royalties/statements/{id} answered: one done, one failed, one still running.
    client.setQueryData(['/api/royalties/statements/a'], { status: 'completed', rowsRead: 6, totalUsdCents: 1249 });
    client.setQueryData(['/api/royalties/statements/b'], {
      status: 'failed',
      error: 'Row 3: net_amount "x" is not a number',
    });
    client.setQueryData(['/api/royalties/statements/c'], { status: 'running', progress: 40, rowsRead: 2 });
    const html = renderToString(
      <QueryClientProvider client={client}>
        <BundleImports file="june.zip" answer={answer} onOpen={() => undefined} />
      </QueryClientProvider>,
    )
      // Emotion's style tags and React's text separators are not what the page shows.
      .replace(/<style[^>]*>.*?<\/style>/g, '')
      .replace(/<!-- -->/g, '');
    expect(html).toContain('june.zip: 3 statements, 1 imported, 1 failed, the others importing');
    const rows = [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((m) =>
      [...m[1].matchAll(/<t[dh][^>]*>(.*?)<\/t[dh]>/g)].map((c) => c[1].replace(/<[^>]+>/g, '')),
    );
    expect(rows).toEqual([
      ['File', 'Layout', 'Store', 'Period', 'Status', 'Total'],
      ['June/distrokid.tsv', 'DistroKid', 'DistroKid', '2025-06', 'imported: 6 rows', '$12.49'],
      [
        'June/symphonic.csv.gz',
        'Symphonic',
        'Symphonic',
        '2025-06',
        'failed: Row 3: net_amount &quot;x&quot; is not a number',
        '',
      ],
      [
        'June/apple/US.txt',
        'Apple financial report',
        'Apple financial report',
        '2025-06',
        'importing 40% (2 rows)',
        '',
      ],
    ]);
  });
});
