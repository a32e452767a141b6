// The school's quiz results ("aliyahs quiz score?", "average quiz score", "who failed a quiz") and its
// welcome-call calendar ("how many open welcome call slots are left", "any free intro call slots"), from the
// school face's reads (staff only).
import { formatDate } from '../../platform/format';
import { quizScores, upcomingSlotCounts } from '@/lib/school';
import { mentioned } from './entities';
import { staffOnly } from './staff';
import { plural, type Intent } from './types';

const QUIZ = /\b(?:quiz\w*|tests? scores?|test results?|exams?|assessments?)\b/i;
const CALLS =
  /\b(?:welcome|intro(?:duction|ductory)?|onboarding|discovery|admissions?) ?calls?\b|\b(?:meeting|call) slots?\b/i;
const link = { href: '/student-crm', label: 'Student CRM' };

export const quizScoresIntent: Intent = {
  key: 'quiz-scores',
  description: "Quiz results: a named student's submitted attempts (score, points, passed), or every student's.",
  matches: (f) =>
    QUIZ.test(f.raw) &&
    !f.has('earn', 'payout', 'ticket', 'order', 'release', 'delivery') &&
    !/\bhow many quiz/i.test(f.raw),
  async answer(ctx, _id, f) {
    const denied = staffOnly(ctx, this.key, 'quiz results');
    if (denied) return denied;
    if (!f) return null;
    const [rows, students] = await Promise.all([quizScores(), mentioned(ctx, 'student', f.raw)]);
    const ids = new Set(students.map((s) => s.id));
    const mine = ids.size ? rows.filter((r) => ids.has(r.studentId)) : rows;
    const who = students.map((s) => s.name).join(' and ');
    if (!mine.length)
      return {
        intent: this.key,
        text: `No submitted quiz attempt${who ? ` by ${who}` : ''} yet (0 quiz scores).`,
        link,
      };
    const line = (r: (typeof rows)[number]) =>
      `${ids.size > 1 || !ids.size ? `${r.student}, ` : ''}"${r.quiz}": ${r.score ?? 0}%${r.pointsPossible ? ` (${r.pointsEarned ?? 0}/${r.pointsPossible} points)` : ''}${r.passed === null ? ', awaiting grading' : r.passed ? ', passed' : ', not passed'} on ${formatDate(r.submittedAt!)}`;
    const scored = mine.filter((r) => r.score !== null);
    const avg = scored.length
      ? Math.round((scored.reduce((s, r) => s + (r.score ?? 0), 0) * 10) / scored.length) / 10
      : null;
    return {
      intent: this.key,
      text: `${who ? `${who}'s quiz results` : 'Quiz results'}: ${plural(mine.length, 'submitted attempt')}${avg !== null && mine.length > 1 ? `, average score ${avg}%` : ''}. ${mine.slice(0, 12).map(line).join('; ')}.`,
      link,
    };
  },
};

export const welcomeCallSlotsIntent: Intent = {
  key: 'welcome-call-slots',
  description: 'Welcome-call slots from now on: how many are open (unbooked), how many booked, and the next open one.',
  // "open welcome call slots", "free intro call times left": the slots; who booked a call is the applications'.
  matches: (f) =>
    CALLS.test(f.raw) &&
    /\b(?:slots?|open|free|available|availability|left|remaining|unbooked|times)\b/i.test(f.raw) &&
    !/\bwho\b/i.test(f.raw),
  async answer(ctx) {
    const denied = staffOnly(ctx, this.key, 'the welcome-call slots');
    if (denied) return denied;
    const s = await upcomingSlotCounts();
    return {
      intent: this.key,
      text: `${plural(s.open, 'open welcome-call slot')} left (unbooked, from now on) and ${plural(s.booked, 'booked one')}${s.nextOpen ? `; the next open slot is ${formatDate(s.nextOpen)}` : ''}.`,
      link: { href: '/admin-meeting-scheduler', label: 'Meeting scheduler' },
    };
  },
};
