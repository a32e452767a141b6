/** @jest-environment node */
// The mapping editor on a statement whose header follows title rows: the header's columns, the title rows
// listed as skipped, and the rows after the header numbered as the import numbers them.
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MappingEditor } from '@/components/royalties/mapping-editor';

describe('MappingEditor', () => {
  it('shows the columns of the header past the title rows, and those rows as skipped', () => {
    const file = new File(['x'], 'ventes.csv', { lastModified: 1 });
    const client = new QueryClient();
    // What POST /api/royalties/statements/preview answered for a file with three title rows.
    client.setQueryData(['statement-preview', file.name, file.size, file.lastModified, ''], {
      name: 'ventes.csv',
      encoding: 'utf-8',
      delimiter: ',',
      detected: null,
      headerRow: 3,
      preamble: [['Relevé des ventes Qobuz'], ['Période :', '2025-06'], ['Édité le', '02/07/2025', '', '']],
      header: ['Période', 'Code ISRC', 'Écoutes', 'Montant net'],
      rows: [
        ['2025-06', 'FRZ031500001', '120', '0.84'],
        ['2025-06', '', '3', '0.02'],
      ],
      entries: [],
    });
    const html = renderToString(
      <QueryClientProvider client={client}>
        <MappingEditor file={file} onImported={() => undefined} />
      </QueryClientProvider>,
    )
      .replace(/<style[^>]*>.*?<\/style>/g, '')
      .replace(/<!-- -->/g, '');
    const text = html.replace(/<[^>]+>/g, '|').replace(/\|+/g, '|');
    expect(text).toContain(
      '|Row 4 is the header: the 3 rows above it are titles and are skipped by the import:|Relevé des ventes Qobuz|Période : · 2025-06|Édité le · 02/07/2025|',
    );
    const rows = [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((m) =>
      [...m[1].matchAll(/<t[dh][^>]*>(.*?)<\/t[dh]>/g)].map((c) => c[1].replace(/<[^>]+>/g, '')),
    );
    expect(rows[0]).toEqual(['Row', 'What the import does', 'Période', 'Code ISRC', 'Écoutes', 'Montant net']);
    expect(rows.slice(1).map((r) => [r[0], r[1]])).toEqual([
      ['5', 'Imported (ISRC FR-Z03-15-00001)'],
      // A row with an amount but no code, title or artist: the review queue with its amount, never skipped.
      ['6', 'Review queue: no ISRC or UPC, matched by hand from title and artist'],
    ]);
  });
});
