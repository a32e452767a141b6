// Inputs of the school, shared by route handlers and forms.
import { z } from 'zod';
import { emailSchema, newPasswordSchema } from '../platform/auth/schema';
import { PROGRAM_KEYS } from './programs';
import { QUESTION_TYPES } from './grading';
import { pageQuery } from '../platform/paging';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `Use at most ${max} characters`);
const optionalText = (max: number) => z.string().trim().max(max, `Use at most ${max} characters`).optional();

const programSchema = z.enum(PROGRAM_KEYS, { error: 'Choose one of the four programs' });
const applicationStatusSchema = z.enum(['pending', 'under_review', 'accepted', 'rejected'], {
  error: 'Choose a valid status',
});
const prioritySchema = z.enum(['high', 'medium', 'low'], { error: 'Choose high, medium or low' });

export const applicationSchema = z.object({
  applicantName: text('Your name', 120),
  email: emailSchema,
  phone: z
    .string({ error: 'Phone is required' })
    .trim()
    .regex(/^[+()\-.\s\d]{7,25}$/, 'Enter a phone number (digits, spaces, + - ( ) only)'),
  artistName: text('Artist name', 120),
  program: programSchema,
  message: optionalText(2000),
});
export type ApplicationInput = z.infer<typeof applicationSchema>;

export const applicationQuerySchema = pageQuery.extend({
  status: applicationStatusSchema.optional(),
  program: programSchema.optional(),
  priority: prioritySchema.optional(),
  /** 'me': only applications assigned to the caller (when any are). */
  assigned: z.enum(['me']).optional(),
  q: z.string().trim().max(120).optional(),
});

export const decisionSchema = z.object({
  status: applicationStatusSchema,
  note: optionalText(2000),
});

export const applicationUpdateSchema = z.object({
  priority: prioritySchema.optional(),
  /** An admin's user id, or null to unassign. */
  assignedToId: z.string().trim().min(1).max(64).nullable().optional(),
});

/** A PNG data URL of the drawn signature (at most ~300 KB). */
const signatureSchema = z
  .string({ error: 'Draw your signature' })
  .max(400_000, 'The signature image is too large')
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, 'Draw your signature');

export const signContractSchema = z.object({
  typedName: text('Your legal name', 120),
  signature: signatureSchema,
  agreementSha256: z.string().regex(/^[a-f0-9]{64}$/, 'The agreement you saw is missing; reload the page'),
  /** Only for a new student account (an applicant with an account signs in instead). */
  password: newPasswordSchema.optional(),
});

/** The emailed signing link's token in the path. */
export const contractLinkParams = z.object({
  token: z
    .string()
    .min(16)
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/, 'is not a valid link'),
});

const isoDate = (label: string) => z.iso.datetime({ offset: true, error: `${label} must be a date and time` });
const timezone = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'Unknown time zone');

export const slotsCreateSchema = z.object({
  /** First slot's start. */
  startsAt: isoDate('Start'),
  durationMinutes: z.coerce.number().int().min(10).max(240).default(30),
  /** Consecutive slots to create. */
  count: z.coerce.number().int().min(1).max(48).default(1),
  hostTimezone: timezone,
});

export const bookingQuerySchema = z.object({ token: z.string().trim().min(10).max(200).optional() });

export const bookingSchema = z.object({
  /** The emailed token; without it the signed-in student's own application is used. */
  token: z.string().trim().min(10).max(200).optional(),
  slotId: z.string().trim().min(1).max(64),
  attendeeTimezone: timezone,
});

/** When a quiz shows the student the correct answers and explanations. */
export const ANSWER_REVEAL = ['after_passing', 'after_last_attempt', 'never'] as const;
export const ANSWER_REVEAL_LABEL: Record<(typeof ANSWER_REVEAL)[number], string> = {
  after_passing: 'After passing',
  after_last_attempt: 'After the last attempt',
  never: 'Never',
};

const resourceSchema = z.object({
  name: text('Resource name', 200),
  type: z.enum(['pdf', 'video', 'audio', 'link', 'image'], {
    error: 'Resource type must be pdf, video, audio, link or image',
  }),
  url: z
    .string()
    .trim()
    .max(2000)
    .refine(
      (u) => /^https?:\/\//.test(u) || /^\/api\/files\/[\w-]+$/.test(u),
      'Use an http(s) link or an uploaded file',
    ),
  fileId: z.string().max(64).optional(),
});

const questionSchema = z
  .object({
    /** Present when editing an existing question (keeps its answers). */
    id: z.string().max(64).optional(),
    type: z.enum(QUESTION_TYPES, { error: 'Question type must be multiple_choice, true_false, short_answer or essay' }),
    question: text('Question', 2000),
    options: z.array(z.string().trim().max(500)).default([]),
    correctAnswer: z.string().trim().max(500).nullable().optional(),
    acceptedAnswers: z.array(z.string().trim().min(1).max(500)).max(20).default([]),
    points: z.coerce.number().int().min(0).max(1000).default(10),
    explanation: z.string().trim().max(2000, 'Use at most 2000 characters').nullable().optional(),
  })
  .superRefine((q, ctx) => {
    if (q.type === 'multiple_choice') {
      if (q.options.length !== 4 || q.options.some((o) => !o))
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'A multiple-choice question needs four options' });
      if (!/^[0-3]$/.test(q.correctAnswer ?? ''))
        ctx.addIssue({ code: 'custom', path: ['correctAnswer'], message: 'Mark which option is correct' });
    }
    if (q.type === 'true_false' && !['true', 'false'].includes(q.correctAnswer ?? ''))
      ctx.addIssue({ code: 'custom', path: ['correctAnswer'], message: 'Choose true or false as the correct answer' });
    if (q.type === 'short_answer' && q.acceptedAnswers.length === 0 && !q.correctAnswer)
      ctx.addIssue({ code: 'custom', path: ['acceptedAnswers'], message: 'List at least one accepted answer' });
  });

export const lessonSaveSchema = z.object({
  moduleId: z.string().trim().min(1, 'Choose a course module').max(64),
  title: z.string().trim().max(200, 'Use at most 200 characters').default(''),
  description: z.string().trim().max(2000).default(''),
  content: z.string().max(100_000, 'The lesson is longer than 100,000 characters').default(''),
  videoUrl: z
    .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'The video URL must be an http(s) link' })])
    .optional(),
  required: z.boolean().default(true),
  resources: z.array(resourceSchema).max(30).default([]),
  quiz: z
    .object({
      title: text('Quiz title', 200),
      description: z.string().trim().max(2000).default(''),
      timeLimit: z.coerce.number().int().min(1).max(600).nullable().optional(),
      passingScore: z.coerce.number().int().min(0).max(100).default(70),
      maxAttempts: z.coerce
        .number({ error: 'Attempts must be a number' })
        .int()
        .min(1, 'Allow at least one attempt')
        .max(20, 'Allow at most 20 attempts')
        .default(3),
      revealAnswers: z.enum(ANSWER_REVEAL, { error: 'Choose when the answers are shown' }).default('after_passing'),
      questions: z.array(questionSchema).min(1, 'Add at least one question').max(100),
    })
    .nullable()
    .optional(),
  assignment: z
    .object({
      title: text('Assignment title', 200),
      description: z.string().trim().max(5000).default(''),
      dueDate: z
        .union([z.literal(''), isoDate('Due date')])
        .nullable()
        .optional(),
      submissionType: z.enum(['text', 'file', 'both']).default('text'),
    })
    .nullable()
    .optional(),
  /** draft: Save Draft; published: Publish. */
  status: z.enum(['draft', 'published']),
});
export type LessonSaveInput = z.infer<typeof lessonSaveSchema>;

export const courseCreateSchema = z.object({
  title: text('Course title', 200),
  description: z.string().trim().max(5000).default(''),
  program: programSchema,
});
export const courseUpdateSchema = z.object({
  title: text('Course title', 200).optional(),
  description: z.string().trim().max(5000).optional(),
  status: z.enum(['draft', 'published']).optional(),
});
export const moduleCreateSchema = z.object({ title: text('Module title', 200) });

export const answerSaveSchema = z.object({
  questionId: z.string().trim().min(1).max(64),
  response: z.string().max(20_000, 'Answers are limited to 20,000 characters'),
});
export const attemptSubmitSchema = z.object({
  answers: z.array(answerSaveSchema).max(200).default([]),
});
export const essayGradeSchema = z.object({
  grades: z
    .array(
      z.object({
        questionId: z.string().min(1).max(64),
        pointsAwarded: z.coerce.number().int().min(0),
        feedback: optionalText(2000),
      }),
    )
    .min(1),
});

export const submissionGradeSchema = z.object({
  grade: z.coerce.number().int().min(0, 'Grades are 0 or more'),
  feedback: optionalText(5000),
});

export const noteSchema = z.object({ body: text('Note', 5000) });
export const revokeSchema = z.object({ reason: text('Reason', 500) });

export const submissionsQuerySchema = pageQuery.extend({ ungraded: z.enum(['0', '1']).optional() });
export const contractPdfQuerySchema = z.object({ token: z.string().max(200).optional() });
/** The text of an assignment submission (a JSON body or a multipart field). */
export const submissionTextSchema = z.object({ text: z.string().max(50_000, 'At most 50,000 characters').optional() });
/** The students list: a page, optionally only the students whose name or email holds `q`. */
export const studentsQuerySchema = pageQuery.extend({ q: z.string().trim().max(120).optional() });
