// POST /api/school/lessons/{id}/complete: mark a lesson done (a lesson with a quiz needs a pass).
import { withAuth } from '@/lib/http';
import { completeLesson } from '@/lib/school/learning';

export const POST = withAuth('student', {}, ({ user, params }) => completeLesson(user, String(params.id)));
