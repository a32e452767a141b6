// The lesson builder's draft (spec §3 "Lesson draft") and its conversion to the save request.
import type { ApiAnswer } from '@/lib/api-client';

export type QType = 'multiple_choice' | 'true_false' | 'short_answer' | 'essay';
export type RevealAnswers = 'after_passing' | 'after_last_attempt' | 'never';

export interface DraftQuestion {
  key: string;
  id?: string;
  type: QType;
  question: string;
  options: string[];
  correctAnswer: string;
  acceptedAnswers: string;
  points: number;
  explanation: string;
}

export interface DraftResource {
  key: string;
  name: string;
  type: 'pdf' | 'video' | 'audio' | 'link' | 'image';
  url: string;
  fileId?: string;
}

export interface LessonDraft {
  moduleId: string;
  title: string;
  description: string;
  content: string;
  videoUrl: string;
  required: boolean;
  status: 'draft' | 'published';
  resources: DraftResource[];
  hasQuiz: boolean;
  quiz: {
    title: string;
    description: string;
    timeLimit: string;
    passingScore: number;
    maxAttempts: number;
    revealAnswers: RevealAnswers;
    questions: DraftQuestion[];
  };
  hasAssignment: boolean;
  assignment: { title: string; description: string; dueDate: string; submissionType: 'text' | 'file' | 'both' };
}

let counter = 0;
export const newKey = () => `k${++counter}-${Date.now()}`;

/** Spec §5/§9 defaults: multiple choice with four options, 10 points. */
export const newQuestion = (): DraftQuestion => ({
  key: newKey(),
  type: 'multiple_choice',
  question: '',
  options: ['', '', '', ''],
  correctAnswer: '0',
  acceptedAnswers: '',
  points: 10,
  explanation: '',
});

export const emptyDraft = (moduleId = ''): LessonDraft => ({
  moduleId,
  title: '',
  description: '',
  content: '',
  videoUrl: '',
  required: true,
  status: 'draft',
  resources: [],
  hasQuiz: false,
  quiz: {
    title: '',
    description: '',
    timeLimit: '',
    passingScore: 70,
    maxAttempts: 3,
    revealAnswers: 'after_passing',
    questions: [newQuestion()],
  },
  hasAssignment: false,
  assignment: { title: '', description: '', dueDate: '', submissionType: 'text' },
});

const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** The builder's form from the lesson as GET /api/school/lessons/{id} answers it. */
export function draftFromLesson(l: ApiAnswer<'/api/school/lessons/[id]'>): LessonDraft {
  return {
    moduleId: l.moduleId,
    title: l.title,
    description: l.description,
    content: l.content,
    videoUrl: l.videoUrl ?? '',
    required: l.required,
    status: l.status,
    resources: l.resources.map((r) => ({
      key: newKey(),
      name: r.name,
      type: r.type,
      url: r.url,
      fileId: r.fileId ?? undefined,
    })),
    hasQuiz: !!l.quiz,
    quiz: l.quiz
      ? {
          title: l.quiz.title,
          description: l.quiz.description,
          timeLimit: l.quiz.timeLimitMinutes ? String(l.quiz.timeLimitMinutes) : '',
          passingScore: l.quiz.passingScore,
          maxAttempts: l.quiz.maxAttempts ?? 3,
          revealAnswers: l.quiz.revealAnswers ?? 'after_passing',
          questions: l.quiz.questions.map((q) => ({
            key: newKey(),
            id: q.id,
            type: q.type,
            question: q.question,
            options: q.type === 'multiple_choice' ? q.options : ['', '', '', ''],
            correctAnswer: q.correctAnswer ?? '',
            acceptedAnswers: (q.acceptedAnswers ?? []).join(', '),
            points: q.points,
            explanation: q.explanation ?? '',
          })),
        }
      : emptyDraft().quiz,
    hasAssignment: !!l.assignment,
    assignment: l.assignment
      ? {
          title: l.assignment.title,
          description: l.assignment.description,
          dueDate: toLocalInput(l.assignment.dueAt),
          submissionType: l.assignment.submissionType,
        }
      : emptyDraft().assignment,
  };
}

export function toRequest(d: LessonDraft, status: 'draft' | 'published') {
  return {
    moduleId: d.moduleId,
    title: d.title,
    description: d.description,
    content: d.content,
    videoUrl: d.videoUrl,
    required: d.required,
    status,
    resources: d.resources.map(({ name, type, url, fileId }) => ({ name, type, url, ...(fileId ? { fileId } : {}) })),
    quiz: d.hasQuiz
      ? {
          title: d.quiz.title || d.title,
          description: d.quiz.description,
          timeLimit: d.quiz.timeLimit ? Number(d.quiz.timeLimit) : null,
          passingScore: d.quiz.passingScore,
          maxAttempts: d.quiz.maxAttempts,
          revealAnswers: d.quiz.revealAnswers,
          questions: d.quiz.questions.map((q) => ({
            ...(q.id ? { id: q.id } : {}),
            type: q.type,
            question: q.question,
            options: q.type === 'multiple_choice' ? q.options : [],
            correctAnswer: q.type === 'multiple_choice' || q.type === 'true_false' ? q.correctAnswer : null,
            acceptedAnswers:
              q.type === 'short_answer'
                ? q.acceptedAnswers
                    .split(',')
                    .map((s) => s.trim())
                    .filter(Boolean)
                : [],
            points: q.points,
            explanation: q.explanation || null,
          })),
        }
      : null,
    assignment: d.hasAssignment
      ? {
          title: d.assignment.title,
          description: d.assignment.description,
          dueDate: d.assignment.dueDate ? new Date(d.assignment.dueDate).toISOString() : null,
          submissionType: d.assignment.submissionType,
        }
      : null,
  };
}
