// POST /api/school/lessons/{id}/complete: mark a lesson done (a lesson with a quiz needs a pass).
import { withAuth } from '@/lib/http';
import { completeLesson } from '@/lib/school/learning';
import { idParams } from '@/lib/params';

export const POST = withAuth('student', { params: idParams }, ({ user, params }) => completeLesson(user, params.id));
