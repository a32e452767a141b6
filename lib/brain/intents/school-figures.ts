// The school's figures as the staff pages show them: /tnm-impact-analytics (impactAnalytics: applications by
// status and program, acceptance rate, completion rate, average quiz score, certificates and applications per
// month) and /tnm-school-control (schoolWorkload: what waits for the staff: applications to decide, submissions
// to grade, draft and published lessons, open welcome-call slots, emails waiting in the outbox).
import { impactAnalytics, listCoursesForStaff, schoolWorkload } from '@/lib/school';
import { staffOnly } from './staff';
import { memo, plural, type Intent } from './types';

const IMPACT =
  /\b(?:acceptance|admission|completion|graduation|conversion) (?:rate|ratio|percentage|%)\b|\bimpact\b|\b(?:per|by|each|every|which) program(?:me)?s?\b|\bprogram(?:me)?s? (?:get|got|have|has|with) (?:the )?(?:most|fewest|more|least)\b|\b(?:applications?|certificates?|certs?) (?:per|by|each|every|a) month\b|\bmonthly (?:applications?|certificates?)\b|\bwhat (?:%|percent|share) of (?:applicants|applications|students)\b/i;

export const schoolImpactIntent: Intent = {
  key: 'school-impact',
  description:
    'School impact: applications by status and program, acceptance rate, students, completion rate, average quiz score, certificates and applications per month.',
  matches: (f) =>
    (IMPACT.test(f.raw) || (f.per === 'month' && /\b(?:applications?|certificates?|certs?)\b/i.test(f.raw))) &&
    !f.has('earn', 'release', 'ticket', 'payout'),
  async answer(ctx) {
    const denied = staffOnly(ctx, this.key, 'the school figures');
    if (denied) return denied;
    const a = await impactAnalytics();
    const s = a.byStatus;
    const rate = (r: number | null) => (r === null ? 'not measurable yet' : `${r}%`);
    const programs = [...a.byProgram]
      .sort((x, y) => y.applications - x.applications)
      .map((p) => `${p.name} ${p.applications}`);
    const monthly = (counts: number[]) =>
      a.months
        .map((m, i) => [m, counts[i]] as const)
        .filter(([, n]) => n > 0)
        .map(([m, n]) => `${m} ${n}`)
        .join(', ') || 'none';
    return {
      intent: this.key,
      text:
        `${plural(a.applications, 'application')} (${s.pending} pending, ${s.under_review} under review, ${s.accepted} accepted, ${s.rejected} rejected); ` +
        `acceptance rate ${rate(a.acceptanceRate)} of decided applications. Applications per program: ${programs.join(', ')}. ` +
        `${plural(a.students, 'student')} enrolled (${plural(a.enrolments, 'enrolment')}), ${plural(a.certified, 'certificate')} issued; completion rate ${rate(a.completionRate)} (certificates per enrolled student). ` +
        `Average quiz score ${a.averageQuizScore === null ? 'none yet' : `${a.averageQuizScore}%`} over ${plural(a.gradedAttempts, 'graded attempt')}. ` +
        `Over the last 12 months, certificates per month: ${monthly(a.certificatesByMonth)}; applications per month: ${monthly(a.applicationsByMonth)}.`,
      link: { href: '/tnm-impact-analytics', label: 'TNM impact analytics' },
    };
  },
};

const WORKLOAD =
  /\b(?:draft|drafted|unpublished|published) lessons?\b|\blessons? (?:in draft|still drafts?|drafted|published|unpublished|live)\b|\bungraded\b|\b(?:to|need\w*|needing|awaiting|waiting for|waiting on|pending) (?:a )?grad(?:e|ing)\b|\bnot (?:yet )?graded\b|\bgrading (?:queue|backlog)\b|\bschool (?:control|workload|backlog|to-?dos?)\b|\bassignments? (?:to grade|waiting|pending|ungraded)\b/i;

export const schoolWorkloadIntent: Intent = {
  key: 'school-workload',
  description:
    "What waits for the school's staff: applications to decide, assignment submissions to grade, draft and published lessons, open welcome-call slots.",
  matches: (f) => WORKLOAD.test(f.raw) || /\blessons?\b.*\b(?:drafts?|unpublished)\b/i.test(f.raw),
  async answer(ctx, _id, f) {
    const denied = staffOnly(ctx, this.key, 'the school workload');
    if (denied) return denied;
    // "how many published lessons does Royalties and Splits have" is one course's (course-lessons).
    const courses = await memo(ctx, 'courses', listCoursesForStaff);
    const raw = f?.raw.toLowerCase() ?? '';
    if (courses.some((c) => raw.includes(c.title.toLowerCase()))) return null;
    const w = await schoolWorkload();
    return {
      intent: this.key,
      text:
        `School workload: ${plural(w.ungradedSubmissions, 'assignment submission')} waiting for a grade, ${plural(w.pendingApplications, 'application')} to decide (pending or under review), ` +
        `${plural(w.draftLessons, 'draft lesson')} and ${plural(w.publishedLessons, 'published lesson')}, ${plural(w.openSlots, 'open welcome-call slot')}, ${plural(w.outboxWaiting, 'email')} waiting in the outbox (queued or failed).`,
      link: { href: '/tnm-school-control', label: 'TNM school control' },
    };
  },
};
