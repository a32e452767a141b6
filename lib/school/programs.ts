// The four programs (spec §9), their certificate titles and the agreement each applicant signs.

export const PROGRAM_KEYS = ['music-business-101', 'cmbp-certification', 'year-2-graduate', 'practicum'] as const;
export type ProgramKey = (typeof PROGRAM_KEYS)[number];

export interface Program {
  key: ProgramKey;
  name: string;
  summary: string;
  certificate: string;
  /** Weeks, shown on the landing and in the agreement. */
  weeks: number;
}

export const PROGRAMS: Record<ProgramKey, Program> = {
  'music-business-101': {
    key: 'music-business-101',
    name: 'Music Business 101',
    summary: 'The foundations: rights, royalties, distribution, contracts and building a team.',
    certificate: 'Music Business 101 Certificate of Completion',
    weeks: 8,
  },
  'cmbp-certification': {
    key: 'cmbp-certification',
    name: 'Certified Music Business Professional (CMBP)',
    summary: 'The Music Business Certification: publishing, licensing, marketing and business planning, assessed.',
    certificate: 'Music Business Certification (CMBP)',
    weeks: 16,
  },
  'year-2-graduate': {
    key: 'year-2-graduate',
    name: 'Year 2 Graduate Program',
    summary: 'For graduates: label operations, catalog management and running a music company.',
    certificate: 'Year 2 Graduate Program Certificate',
    weeks: 24,
  },
  practicum: {
    key: 'practicum',
    name: 'Career Accelerator Practicum (CRP)',
    summary: 'The career accelerator: a cohort shipping a real release plan with mentors.',
    certificate: 'Career Accelerator Practicum Certificate',
    weeks: 12,
  },
};

export const programName = (key: string) => PROGRAMS[key as ProgramKey]?.name ?? key;

const AGREEMENT_VERSION = '2026-01';

/** The exact agreement text for a program and applicant; its SHA-256 is stored with the signature. */
export function agreementText(program: ProgramKey, applicantName: string): string {
  const p = PROGRAMS[program];
  return [
    `TNM Music Institute - ${p.name} Program Agreement (version ${AGREEMENT_VERSION})`,
    '',
    `This agreement is between TNM Music Institute, a non-profit music business school, and ${applicantName} ("the Student").`,
    '',
    `1. Program. The Student joins the ${p.name} program, which runs for about ${p.weeks} weeks of lessons, quizzes and assignments delivered through the TNM learning platform.`,
    '2. Commitment. The Student agrees to take part in good faith, complete assigned work honestly and respect fellow students, mentors and staff.',
    "3. Academic honesty. Quiz answers and assignments must be the Student's own work. Certificates obtained dishonestly may be revoked.",
    '4. Welcome call. The Student books a welcome call with the admissions team before the first lesson.',
    '5. Certificate. Completing every required lesson with passing quiz scores earns the program certificate, which anyone can verify online.',
    "6. Privacy. TNM keeps the Student's application, progress and grades to run the program and will not sell them.",
    '7. Leaving. Either party may end this agreement by written notice; work already graded stays on record.',
    '',
    'By typing their legal name and drawing their signature, the Student accepts this agreement electronically.',
  ].join('\n');
}
