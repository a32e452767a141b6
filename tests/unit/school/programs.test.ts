import { createHash } from 'node:crypto';
import { CERTIFICATE_CODE, newCertificateCode } from '@/lib/school/certificates';
import { agreementText, PROGRAM_KEYS } from '@/lib/school/programs';
import { applicationSchema, lessonSaveSchema } from '@/lib/school/schema';

describe('certificate codes', () => {
  it('are random, readable and match the verification pattern', () => {
    const codes = new Set(Array.from({ length: 500 }, newCertificateCode));
    expect(codes.size).toBe(500);
    for (const c of codes) expect(c).toMatch(CERTIFICATE_CODE);
    expect('TNM-0OIL-AAAA-BBBB').not.toMatch(CERTIFICATE_CODE);
  });
});

describe('agreements', () => {
  it('are stable per program and applicant, so the signed hash can be checked again', () => {
    for (const p of PROGRAM_KEYS) {
      const a = agreementText(p, 'Ada');
      expect(createHash('sha256').update(agreementText(p, 'Ada')).digest('hex')).toBe(
        createHash('sha256').update(a).digest('hex'),
      );
      expect(a).toContain('Ada');
      expect(agreementText(p, 'Bea')).not.toBe(a);
    }
  });
});

describe('school inputs', () => {
  it('accepts the four programs only', () => {
    const base = { applicantName: 'A', email: 'a@b.test', phone: '+1 555 0100', artistName: 'A' };
    for (const program of PROGRAM_KEYS) expect(applicationSchema.safeParse({ ...base, program }).success).toBe(true);
    expect(applicationSchema.safeParse({ ...base, program: 'jazz' }).success).toBe(false);
  });
  it('needs four options and a marked answer for a multiple-choice question, and true/false for true-false', () => {
    const lesson = (q: object) =>
      lessonSaveSchema.safeParse({
        moduleId: 'm',
        title: 't',
        content: 'c',
        status: 'draft',
        quiz: { title: 'q', questions: [q] },
      });
    expect(
      lesson({ type: 'multiple_choice', question: 'q', options: ['a', 'b', 'c', 'd'], correctAnswer: '2' }).success,
    ).toBe(true);
    expect(
      lesson({ type: 'multiple_choice', question: 'q', options: ['a', 'b', 'c'], correctAnswer: '2' }).success,
    ).toBe(false);
    expect(lesson({ type: 'true_false', question: 'q', correctAnswer: 'maybe' }).success).toBe(false);
    expect(lesson({ type: 'short_answer', question: 'q' }).success).toBe(false);
    expect(lesson({ type: 'essay', question: 'q' }).success).toBe(true);
  });
});
