// The course catalog: every published course with what it teaches, and where the learner stands in it.
import { db } from '../platform/db';
import type { SessionUser } from '../platform/auth/session';
import { programName } from './programs';
import { modulesWithPublishedLessons } from './access';

export async function courseCatalog(user: SessionUser) {
  const [courses, enrolments, done] = await Promise.all([
    db.course.findMany({
      where: { status: 'published' },
      orderBy: [{ position: 'asc' }, { title: 'asc' }],
      include: {
        modules: modulesWithPublishedLessons({
          id: true,
          title: true,
          description: true,
          videoUrl: true,
          quiz: { select: { id: true } },
          _count: { select: { resources: true } },
          // bounded: one row only tells whether the lesson has media.
          resources: { where: { type: { in: ['image', 'audio', 'video'] } }, select: { id: true }, take: 1 },
        }),
      },
    }),
    db.enrolment.findMany({ where: { studentId: user.id }, select: { courseId: true } }),
    db.lessonProgress.findMany({ where: { studentId: user.id }, select: { lessonId: true } }),
  ]);
  const enrolled = new Set(enrolments.map((e) => e.courseId));
  const completed = new Set(done.map((d) => d.lessonId));
  return courses.map((c) => {
    const lessons = c.modules.flatMap((m) => m.lessons);
    const finished = lessons.filter((l) => completed.has(l.id)).length;
    return {
      id: c.id,
      title: c.title,
      description: c.description,
      programName: programName(c.program),
      enrolled: enrolled.has(c.id),
      lessonCount: lessons.length,
      videoCount: lessons.filter((l) => l.videoUrl).length,
      /** Lessons with something to watch or listen to: a video, or images, sound or video stored here */
      mediaCount: lessons.filter((l) => l.videoUrl || l.resources.length > 0).length,
      quizCount: lessons.filter((l) => l.quiz).length,
      resourceCount: lessons.reduce((n, l) => n + l._count.resources, 0),
      percent: lessons.length ? Math.round((finished * 100) / lessons.length) : 0,
      modules: c.modules.map((m) => ({
        id: m.id,
        title: m.title,
        lessons: m.lessons.map((l) => ({ id: l.id, title: l.title, description: l.description })),
      })),
    };
  });
}
