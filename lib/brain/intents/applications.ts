// School applications (the applications page: by status, program and priority, who applied) and one
// course's lessons ("how many lessons in Music Business Foundations"), from the school's staff reads.
import { allPages } from '../../platform/paging';
import { applicationQuerySchema, listApplications, listCoursesForStaff } from '@/lib/school';
import { staffOnly } from './staff';
import { findName } from './text';
import { memo, plural, type Intent } from './types';

type Status = 'pending' | 'under_review' | 'accepted' | 'rejected';
// "Waiting" is every application not decided yet: pending or under review.
const STATUS: [RegExp, Status[], string][] = [
  [/\bunder review\b|\bbeing reviewed\b|\breview\b/, ['under_review'], 'under review'],
  [/\bpending\b|\bnew\b/, ['pending'], 'pending'],
  [
    /\bwaiting\b|\bopen\b|\bundecided\b|\boutstanding\b|\bawaiting\b|\bstuck\b|\bto decide\b|\bundecided\b/,
    ['pending', 'under_review'],
    'not decided yet (pending or under review)',
  ],
  [/\baccepted\b|\badmitted\b|\bapproved\b/, ['accepted'], 'accepted'],
  [/\brejected\b|\bdeclined\b|\bturned down\b|\bdenied\b/, ['rejected'], 'rejected'],
];
const PRIORITY = /\b(high|medium|low)(?: priority|-priority| prio)\b|\bpriority (high|medium|low)\b|\b(urgent)\b/;
const PROGRAM_WORDS: [RegExp, string][] = [
  [/\b101\b|\bfoundations?\b/, 'music-business-101'],
  [/\bcmbp\b|\bcertification\b|\bcertified\b/, 'cmbp-certification'],
  [/\byear 2\b|\bgraduate program\b|\byear two\b/, 'year-2-graduate'],
  [/\bpracticum\b|\baccelerator\b|\bcrp\b/, 'practicum'],
];

const link = { href: '/admin-tnm-applications', label: 'Applications' };

export const applicationsIntent: Intent = {
  key: 'school-applications',
  description: 'School applications: how many by status, program and priority, and who applied.',
  matches: (f) => f.test(/\b(?:applications?|applicants?|applied|apply)\b/),
  async answer(ctx, _id, f) {
    const denied = staffOnly(ctx, this.key, 'school applications');
    if (denied) return denied;
    const raw = (f?.raw ?? '').toLowerCase();
    const status = STATUS.find(([re]) => re.test(raw));
    const prio = raw.match(PRIORITY);
    const priority = prio ? ((prio[1] ?? prio[2] ?? 'high') as 'high' | 'medium' | 'low') : undefined;
    const program = PROGRAM_WORDS.find(([re]) => re.test(raw))?.[1];
    const all = await allPages((q) => listApplications(ctx.user, applicationQuerySchema.parse(q)));
    // "applications this month", "applied in the last 7 days": submitted in the period.
    const start = f?.period?.start;
    const end = f?.period?.end ?? new Date();
    const picked = all.filter(
      (a) =>
        (!start || (a.submittedAt >= start && a.submittedAt < end)) &&
        (!status || status[1].includes(a.status)) &&
        (!priority || a.priority === priority) &&
        (!program || a.program === program),
    );
    const counts = new Map<string, number>();
    for (const a of all) counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
    const filters = [
      status?.[2],
      priority && `${priority} priority`,
      program && `for ${program}`,
      start && `submitted ${f!.period!.label}`,
    ].filter(Boolean);
    const who = picked
      .slice(0, 10)
      .map((a) => `${a.applicantName} (${a.program}, ${a.status.replace('_', ' ')}, ${a.priority} priority)`);
    const byStatus = [...counts].map(([s, n]) => `${n} ${s.replace('_', ' ')}`).join(', ');
    return {
      intent: this.key,
      text:
        `${filters.length ? `${plural(picked.length, 'application')} ${filters.join(', ')}` : `${plural(all.length, 'application')} in all`}` +
        `${who.length ? `: ${who.join('; ')}` : ''}. All applications by status: ${byStatus || 'none'}.`,
      link,
    };
  },
};

export const courseLessonsIntent: Intent = {
  key: 'course-lessons',
  description: "One course's modules and lessons (how many, which), by the course's title.",
  matches: (f) => f.has('lesson', 'course'),
  async answer(ctx, _id, f) {
    const denied = staffOnly(ctx, this.key, 'the courses');
    if (denied) return denied;
    if (!f) return null;
    const courses = await memo(ctx, 'courses', listCoursesForStaff);
    const hit = findName(f.raw, courses, (c) => c.title);
    if (!hit) return null;
    const c = hit.item;
    const lessons = c.modules.flatMap((m) => m.lessons);
    const published = lessons.filter((l) => l.status === 'published');
    return {
      intent: this.key,
      text: `"${c.title}" has ${plural(lessons.length, 'lesson')} (${published.length} published) in ${plural(c.modules.length, 'module')}: ${lessons.map((l) => l.title).join(', ')}; ${plural(c._count.enrolments, 'enrolment')}.`,
      link: { href: '/course-management', label: 'Course management' },
    };
  },
};
