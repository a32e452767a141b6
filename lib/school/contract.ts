// The school routes' contracts (lib/platform/http/contract.ts): input schemas and response types, declared once
// for the route handlers and the typed client of the pages (lib/api-routes.ts).
import { defineRoute, type Returns } from '../platform/http/contract';
import { pageQuery } from '../platform/paging';

// components/services-school-command
import * as s from './schema';
import type * as applications from './applications';
import type * as quizzes from './quizzes';
import type { submitAttempt } from './quiz-grading';
import type * as courses from './courses';
import type { signContract } from './contracts';
import type { gradeSubmission, listSubmissions } from './assignments';
import type { listCertificates, revokeCertificate } from './certificates';
import type * as meetings from './meetings';
import type { completeLesson } from './learning';
import type { addNote } from './students';

type Applications = typeof applications;
type Quizzes = typeof quizzes;
type Courses = typeof courses;
type Meetings = typeof meetings;

export const applicationList = defineRoute<Returns<Applications['listApplications']>>()({
  query: s.applicationQuerySchema,
});
export const applicationSubmit = defineRoute<Returns<Applications['submitApplication']>>()({
  body: s.applicationSchema,
});
export const applicationRead = defineRoute<Returns<Applications['getApplication']>>()({});
export const applicationUpdate = defineRoute<Returns<Applications['updateApplication']>>()({
  body: s.applicationUpdateSchema,
});
export const applicationDecide = defineRoute<Returns<Applications['decideApplication']>>()({ body: s.decisionSchema });
export const assignableAdmins = defineRoute<Returns<Applications['listAssignableAdmins']>>()({});
export const quizForStudentRead = defineRoute<Returns<Quizzes['quizForStudent']>>()({});
export const attemptStart = defineRoute<Returns<Quizzes['startAttempt']>>()({});
export const answerSave = defineRoute<Returns<Quizzes['saveAnswer']>>()({ body: s.answerSaveSchema });
export const attemptSubmit = defineRoute<Returns<typeof submitAttempt>>()({ body: s.attemptSubmitSchema });
export const attemptRead = defineRoute<Returns<Quizzes['attemptResult']>>()({});
export const attemptGrade = defineRoute<Returns<Quizzes['gradeEssays']>>()({ body: s.essayGradeSchema });
export const attemptsForReview = defineRoute<Returns<Quizzes['attemptsAwaitingReview']>>()({ query: pageQuery });
export const courseList = defineRoute<Returns<Courses['listCoursesForStaff']>>()({});
export const courseCreate = defineRoute<Returns<Courses['createCourse']>>()({ body: s.courseCreateSchema });
export const courseUpdate = defineRoute<Returns<Courses['updateCourse']>>()({ body: s.courseUpdateSchema });
export const moduleCreate = defineRoute<Returns<Courses['createModule']>>()({ body: s.moduleCreateSchema });
export const lessonRead = defineRoute<Returns<Courses['lessonForEditor']>>()({});
export const lessonCreate = defineRoute<Returns<Courses['saveLesson']>>()({ body: s.lessonSaveSchema });
export const lessonSave = defineRoute<Returns<Courses['saveLesson']>>()({ body: s.lessonSaveSchema });
export const lessonDelete = defineRoute<Returns<Courses['deleteLesson']>>()({});
export const contractSign = defineRoute<Returns<typeof signContract>>()({ body: s.signContractSchema });
export const submissionGrade = defineRoute<Returns<typeof gradeSubmission>>()({ body: s.submissionGradeSchema });
export const submissionList = defineRoute<Returns<typeof listSubmissions>>()({ query: s.submissionsQuerySchema });
export const certificateList = defineRoute<Returns<typeof listCertificates>>()({ query: pageQuery });
export const certificateRevoke = defineRoute<Returns<typeof revokeCertificate>>()({ body: s.revokeSchema });
export const slotList = defineRoute<Returns<Meetings['listSlots']>>()({ query: pageQuery });
export const slotsCreate = defineRoute<Returns<Meetings['createSlots']>>()({ body: s.slotsCreateSchema });
export const slotDelete = defineRoute<Returns<Meetings['deleteSlot']>>()({});
export const welcomeCallRead = defineRoute<Returns<Meetings['bookingContext']>>()({ query: s.bookingQuerySchema });
export const welcomeCallBook = defineRoute<Returns<Meetings['bookWelcomeCall']>>()({ body: s.bookingSchema });
export const lessonComplete = defineRoute<Returns<typeof completeLesson>>()({});
export const studentNoteAdd = defineRoute<Returns<typeof addNote>>()({ body: s.noteSchema });

export const schoolApi = {
  '/api/school/applications': { GET: applicationList, POST: applicationSubmit },
  '/api/school/applications/[id]': { GET: applicationRead, PATCH: applicationUpdate },
  '/api/school/applications/[id]/status': { POST: applicationDecide },
  '/api/school/admins': { GET: assignableAdmins },
  '/api/school/quizzes/[id]': { GET: quizForStudentRead },
  '/api/school/quizzes/[id]/attempts': { POST: attemptStart },
  '/api/school/attempts': { GET: attemptsForReview },
  '/api/school/attempts/[id]': { GET: attemptRead },
  '/api/school/attempts/[id]/answers': { PUT: answerSave },
  '/api/school/attempts/[id]/submit': { POST: attemptSubmit },
  '/api/school/attempts/[id]/grade': { POST: attemptGrade },
  '/api/school/courses': { GET: courseList, POST: courseCreate },
  '/api/school/courses/[id]': { PATCH: courseUpdate },
  '/api/school/courses/[id]/modules': { POST: moduleCreate },
  '/api/school/lessons': { POST: lessonCreate },
  '/api/school/lessons/[id]': { GET: lessonRead, PUT: lessonSave, DELETE: lessonDelete },
  '/api/school/lessons/[id]/complete': { POST: lessonComplete },
  '/api/school/contract-links/[token]': { POST: contractSign },
  '/api/school/submissions': { GET: submissionList },
  '/api/school/submissions/[id]/grade': { POST: submissionGrade },
  '/api/school/certificates': { GET: certificateList },
  '/api/school/certificates/[code]/revoke': { POST: certificateRevoke },
  '/api/school/slots': { GET: slotList, POST: slotsCreate },
  '/api/school/slots/[id]': { DELETE: slotDelete },
  '/api/school/welcome-call': { GET: welcomeCallRead, POST: welcomeCallBook },
  '/api/school/students/[id]/notes': { POST: studentNoteAdd },
};
