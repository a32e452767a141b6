// The understanding layer on its own: canonical words, typo correction, periods and question shapes.
import { canonical, damerau, isVocabulary } from '@/lib/brain/understand/normalise';
import { periodOf } from '@/lib/brain/understand/time';
import { frameOf } from '@/lib/brain/understand/frame';

const NOW = new Date(Date.UTC(2026, 10, 29)); // 29 November 2026

it('rewrites idioms and synonyms to the words the intents use', () => {
  expect(canonical('what did City of Glass bring in')).toBe('what did city of glass earn');
  expect(canonical("give me Golden Hour's numbers")).toBe('give me golden hour earn');
  expect(canonical('anything stuck waiting on approval?')).toBe('anything waiting waiting review');
  expect(canonical('how many drafts are there')).toBe('count draft are there');
});

it('corrects typos against the vocabulary and the names, never a name itself', () => {
  expect(damerau('reveiw', 'review')).toBe(1);
  expect(canonical('reveiw queue')).toBe('review queue');
  expect(canonical('royalites for golden hoor', new Set(['golden', 'hour']))).toBe('earn for golden hour');
  expect(canonical('any submissions to look at')).toBe('any review to look at');
  expect(canonical('signals', new Set(['signals']))).toBe('signals');
});

it('reads time expressions as sale periods', () => {
  expect(periodOf('earn lastquarter', NOW)).toMatchObject({ from: '2026-07', to: '2026-09' });
  expect(periodOf('earn since june', NOW)).toMatchObject({ from: '2026-06' });
  expect(periodOf('earn in december', NOW)).toMatchObject({ from: '2025-12', to: '2025-12' });
  expect(periodOf('earn in 2026', NOW)).toMatchObject({ from: '2026-01', to: '2026-12' });
  expect(periodOf('earn thismonth', NOW)).toMatchObject({ from: '2026-11', to: '2026-11' });
  expect(periodOf('what may we earn', NOW)).toBeNull();
});

it('finds the shape: ranking direction, top N, comparison', () => {
  expect(frameOf('which artist earns the least', new Set(), NOW).order).toBe('least');
  expect(frameOf('top 3 releases by earnings', new Set(), NOW)).toMatchObject({ order: 'most', top: 3 });
  expect(frameOf('who earned more, Golden Hour or Old Roads?', new Set(), NOW).has('versus')).toBe(true);
});

it('knows a vocabulary word is not a name ("Total royalties")', () => {
  expect(isVocabulary('Total')).toBe(true);
  expect(isVocabulary('Blue Monday')).toBe(false);
});
