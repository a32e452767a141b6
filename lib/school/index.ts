// school's public face (docs/architecture.md "Floors and domains"): what other domains may use; they import
// `@/lib/school`, never a file inside. Export only what another domain needs, and nothing that reaches a domain
// which imports this one (no cycles).
export { listCoursesForStaff } from './courses';
export { studentCourses } from './learning';
export { listStudents } from './students';
export { certificateHolders, graduateNames, impactAnalytics, studentsWithCompletedCourse } from './analytics';
export { listApplications } from './applications';
export { applicationQuerySchema } from './schema';
export { upcomingSlotCounts } from './meetings';
export { quizScores } from './quiz-scores';
export { schoolWorkload } from './workload';
