/** @jest-environment node */
// The sub-publisher territory fields of the work form: one line per territory with its TIS code, inclusion and the
// three collection shares (disabled when excluded), and the API input built from them in basis points.
import { renderToString } from 'react-dom/server';
import { SubPublisherTerritories, territoriesInput } from '@/components/rights/sub-publisher-territories';

const rows = [
  { tis: ' 2826 ', include: true, performance: '25', mechanical: '50', sync: '12,5' },
  { tis: '276', include: false, performance: '0', mechanical: '0', sync: '0' },
];

describe('SubPublisherTerritories', () => {
  it('shows a line per territory, the shares of an excluded one disabled', () => {
    const html = renderToString(<SubPublisherTerritories party="Euro Sub" value={rows} onChange={() => undefined} />)
      .replace(/<style[^>]*>.*?<\/style>/g, '')
      .replace(/<!-- -->/g, '');
    expect(html).toContain('Territory 1 of Euro Sub');
    expect(html).toContain('Territory 2 of Euro Sub');
    expect(html).toContain('Remove territory 2 of Euro Sub');
    const inputs = [...html.matchAll(/<input[^>]*>/g)].map((m) => m[0]);
    // per line: the TIS code, the inclusion checkbox, then the PR, MR and SR shares
    const text = inputs.filter((i) => !/type="checkbox"/.test(i));
    expect(text.map((i) => /value="([^"]*)"/.exec(i)?.[1])).toEqual([
      ' 2826 ',
      '25',
      '50',
      '12,5',
      '276',
      '0',
      '0',
      '0',
    ]);
    const shareInputs = text.filter((_, k) => k % 4 !== 0);
    expect(shareInputs.map((i) => / disabled=""/.test(i))).toEqual([false, false, false, true, true, true]);
  });

  it('sends the territories in basis points, the TIS code trimmed', () => {
    expect(territoriesInput(rows)).toEqual([
      { tis: '2826', include: true, shares: { performance: 2500, mechanical: 5000, sync: 1250 } },
      { tis: '276', include: false, shares: { performance: 0, mechanical: 0, sync: 0 } },
    ]);
  });
});
