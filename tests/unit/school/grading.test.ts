import {
  answersAsOfDeadline,
  gradeQuestion,
  normaliseAnswer,
  totals,
  type GradableQuestion,
} from '@/lib/school/grading';
import { buildIcs } from '@/lib/school/ics';
import { renderMarkdown } from '@/lib/platform/markdown';

const q = (over: Partial<GradableQuestion>): GradableQuestion => ({
  id: 'q',
  type: 'multiple_choice',
  options: ['a', 'b', 'c', 'd'],
  correctAnswer: '1',
  acceptedAnswers: [],
  points: 10,
  ...over,
});

describe('quiz grading per type', () => {
  it('multiple choice: only the right option index scores', () => {
    expect(gradeQuestion(q({}), '1')).toEqual({ correct: true, pointsAwarded: 10 });
    expect(gradeQuestion(q({}), '2')).toEqual({ correct: false, pointsAwarded: 0 });
    expect(gradeQuestion(q({}), undefined)).toEqual({ correct: false, pointsAwarded: 0 });
  });
  it('true-false accepts true/false in any case', () => {
    const tf = q({ type: 'true_false', options: [], correctAnswer: 'false' });
    expect(gradeQuestion(tf, 'False')).toMatchObject({ correct: true });
    expect(gradeQuestion(tf, 'true')).toMatchObject({ correct: false, pointsAwarded: 0 });
  });
  it('short answer compares after normalising case, spacing and punctuation against every accepted answer', () => {
    const sa = q({
      type: 'short_answer',
      correctAnswer: null,
      acceptedAnswers: ['split sheet', 'Split agreement'],
      points: 5,
    });
    expect(gradeQuestion(sa, '  SPLIT-sheet. ')).toEqual({ correct: true, pointsAwarded: 5 });
    expect(gradeQuestion(sa, 'split   agreement!')).toMatchObject({ correct: true });
    expect(gradeQuestion(sa, 'split')).toMatchObject({ correct: false, pointsAwarded: 0 });
    expect(gradeQuestion(sa, '')).toMatchObject({ correct: false });
    expect(normaliseAnswer('Work—for “hire”')).toBe('work for hire');
  });
  it('essays wait for an instructor (null), an empty essay earns nothing', () => {
    const es = q({ type: 'essay', correctAnswer: null, points: 20 });
    expect(gradeQuestion(es, 'My essay')).toEqual({ correct: null, pointsAwarded: null });
    expect(gradeQuestion(es, '  ')).toEqual({ correct: false, pointsAwarded: 0 });
  });
  it('totals: percent, pass mark, pending while essays wait', () => {
    expect(
      totals(
        [
          { points: 10, pointsAwarded: 10 },
          { points: 10, pointsAwarded: 0 },
          { points: 10, pointsAwarded: 10 },
        ],
        70,
      ),
    ).toEqual({ pointsEarned: 20, pointsPossible: 30, score: 67, pending: false, passed: false });
    expect(
      totals(
        [
          { points: 10, pointsAwarded: 10 },
          { points: 20, pointsAwarded: null },
        ],
        70,
      ),
    ).toMatchObject({ pending: true, passed: null });
  });
});

describe('time limit', () => {
  const start = new Date('2026-01-01T10:00:00Z');
  const deadline = new Date('2026-01-01T10:10:00Z');
  const saved = [
    { questionId: 'a', response: 'early', savedAt: new Date('2026-01-01T10:05:00Z') },
    { questionId: 'b', response: 'too late', savedAt: new Date('2026-01-01T10:12:00Z') },
  ];
  it('before the deadline the submitted answers win', () => {
    const r = answersAsOfDeadline(
      saved,
      [{ questionId: 'a', response: 'final' }],
      new Date('2026-01-01T10:09:00Z'),
      deadline,
    );
    expect(r.late).toBe(false);
    expect(r.answers.find((x) => x.questionId === 'a')?.response).toBe('final');
  });
  it('after the deadline submitted answers and later saves are ignored: graded as of the limit', () => {
    const r = answersAsOfDeadline(
      saved,
      [
        { questionId: 'a', response: 'final' },
        { questionId: 'c', response: 'x' },
      ],
      new Date('2026-01-01T10:30:00Z'),
      deadline,
    );
    expect(r.late).toBe(true);
    expect(r.answers).toEqual([saved[0]]);
    expect(start < deadline).toBe(true);
  });
  it('no limit means never late', () => {
    expect(answersAsOfDeadline([], [{ questionId: 'a', response: 'x' }], new Date('2030-01-01'), null).late).toBe(
      false,
    );
  });
});

describe('lesson Markdown', () => {
  it('renders Markdown and makes script inert', () => {
    const html = renderMarkdown(
      '# Title\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1)) <img src=x onerror="alert(1)"> **bold**',
    );
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
  });
});

describe('calendar invitation', () => {
  it('is RFC 5545 shaped with UTC times, CRLF and folded lines', () => {
    const ics = buildIcs({
      uid: 'u1',
      start: new Date('2026-12-01T15:00:00Z'),
      end: new Date('2026-12-01T15:30:00Z'),
      summary: 'Call; with, commas',
      description: 'x'.repeat(200),
      organizer: { name: 'A', email: 'a@x.test' },
      attendee: { name: 'B', email: 'b@x.test' },
      stamp: new Date('2026-11-01T00:00:00Z'),
    });
    expect(ics).toContain('DTSTART:20261201T150000Z\r\n');
    expect(ics).toContain('SUMMARY:Call\\; with\\, commas');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(ics).toMatch(/DESCRIPTION:x+\r\n[ \t]x/);
  });

  it('a name or text with CR/LF cannot add a line (no injected ATTENDEE, ORGANIZER or END)', () => {
    const evil = 'Mallory\r\nATTENDEE;CN=x:mailto:attacker@evil.test\r\nEND:VEVENT';
    const ics = buildIcs({
      uid: 'u2',
      start: new Date('2026-12-01T15:00:00Z'),
      end: new Date('2026-12-01T15:30:00Z'),
      summary: `Welcome call\r\nORGANIZER:mailto:boss@evil.test`,
      description: 'line one\rline two\nline three',
      organizer: { name: 'Host "Q"\nX-INJECTED:1', email: 'host@x.test' },
      attendee: { name: evil, email: 'b@x.test\r\nX-EVIL:1' },
      stamp: new Date('2026-11-01T00:00:00Z'),
    });
    const unfolded = ics.replace(/\r\n[ \t]/g, '');
    const lines = unfolded.split('\r\n');
    expect(lines.filter((l) => l.startsWith('ATTENDEE'))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('ORGANIZER'))).toHaveLength(1);
    expect(lines.filter((l) => l === 'END:VEVENT')).toHaveLength(1);
    expect(lines.some((l) => /^X-(INJECTED|EVIL)/.test(l))).toBe(false);
    expect(unfolded).not.toMatch(/[^\r]\n|\r(?!\n)/); // every break is a CRLF line end
    expect(lines.find((l) => l.startsWith('ATTENDEE'))).toContain(
      'CN="Mallory ATTENDEE;CN=x:mailto:attacker@evil.test END:VEVENT"',
    );
  });
});

describe('lesson headings', () => {
  it('can be moved down a level so the lesson page keeps one h1', () => {
    expect(renderMarkdown('# A\n\n###### F', { shiftHeadings: 1 })).toBe('<h2>A</h2>\n<h6>F</h6>\n');
  });
});
