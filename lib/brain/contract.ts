// The assistant's routes' contracts (lib/platform/http/contract.ts): input schemas and response types, declared
// once for the route handlers and the typed client of the pages (lib/api-routes.ts).
import { defineRoute, type Returns } from '../platform/http/contract';
import { memoryListSchema, pendingListSchema } from './schema';
import type { listMemories } from './memories';
import type { listPending } from './pending';
import type { latestScan } from './scan/service';

export const memoryList = defineRoute<Returns<typeof listMemories>>()({ query: memoryListSchema });
export const pendingList = defineRoute<Returns<typeof listPending>>()({ query: pendingListSchema });
export const scanLatest = defineRoute<Returns<typeof latestScan>>()({});

export const brainApi = {
  '/api/brain/memories': { GET: memoryList },
  '/api/brain/pending': { GET: pendingList },
  '/api/brain/scan/deep': { GET: scanLatest },
};

// components/comms-accounts-brain
// The assistant's tabs: chat history, memories, pending review, tasks, ideas, code changes, logs, the scan.
import {
  adminPageQuerySchema,
  adminQuerySchema,
  agentLogsSchema,
  approveSchema,
  bulkSchema,
  codeApproveSchema,
  codeRejectSchema,
  emptySchema,
  feedbackSchema,
  ideasSchema,
  memoryCreateSchema,
  nsOnlySchema,
  pendingPatchSchema,
  promoteSchema,
  rejectSchema,
  scanSchema,
  taskCreateSchema,
  taskListSchema,
} from './schema';
import type { conversationMessages, deleteConversation, listConversations } from './conversations';
import type { createMemory, deleteMemory, memoryAnalytics, recordFeedback } from './memories';
import type { completeTask, listTasks, toTaskView } from './tasks';
import type { approvePending, bulkReview, promoteDirect, rejectPending, updatePending } from './pending';
import type { generateIdeas, pendingSuggestions } from './ideas';
import type { lessonsFromLogs } from './lessons';
import type { approveCodeSuggestion, listPendingCodeSuggestions, rejectCodeSuggestion } from './code-suggestions';
import type { listAgentLogs } from './agent-log';
import type { startDeepScan } from './scan/service';

export const analyticsRead = defineRoute<Returns<typeof memoryAnalytics>>()({ query: adminQuerySchema });
export const conversationList = defineRoute<Returns<typeof listConversations>>()({ query: adminPageQuerySchema });
export const conversationDelete = defineRoute<Returns<typeof deleteConversation>>()({});
export const conversationHistory = defineRoute<Returns<typeof conversationMessages>>()({});
export const memoryCreate = defineRoute<{ memory: Returns<typeof createMemory> }>()({ body: memoryCreateSchema });
export const memoryDelete = defineRoute<Returns<typeof deleteMemory>>()({ query: adminQuerySchema });
export const memoryFeedback = defineRoute<{ memory: Returns<typeof recordFeedback> }>()({ body: feedbackSchema });
export const taskList = defineRoute<Returns<typeof listTasks>>()({ query: taskListSchema });
export const taskCreate = defineRoute<{ task: ReturnType<typeof toTaskView> }>()({ body: taskCreateSchema });
export const taskComplete = defineRoute<Returns<typeof completeTask>>()({ body: nsOnlySchema });
export const pendingEdit = defineRoute<Returns<typeof updatePending>>()({ body: pendingPatchSchema });
export const pendingApprove = defineRoute<Returns<typeof approvePending>>()({ body: approveSchema });
export const pendingReject = defineRoute<Returns<typeof rejectPending>>()({ body: rejectSchema });
export const pendingBulk = defineRoute<Returns<typeof bulkReview>>()({ body: bulkSchema });
export const pendingPromote = defineRoute<Returns<typeof promoteDirect>>()({ body: promoteSchema });
export const lessonsMine = defineRoute<Returns<typeof lessonsFromLogs>>()({ body: emptySchema });
export const ideasGenerate = defineRoute<Returns<typeof generateIdeas>>()({ body: ideasSchema });
export const suggestionList = defineRoute<Returns<typeof pendingSuggestions>>()({ query: adminQuerySchema });
export const codeSuggestionList = defineRoute<Returns<typeof listPendingCodeSuggestions>>()({
  query: adminPageQuerySchema,
});
export const codeSuggestionApprove = defineRoute<Returns<typeof approveCodeSuggestion>>()({ body: codeApproveSchema });
export const codeSuggestionReject = defineRoute<Returns<typeof rejectCodeSuggestion>>()({ body: codeRejectSchema });
export const agentLogList = defineRoute<Returns<typeof listAgentLogs>>()({ query: agentLogsSchema });
export const scanStart = defineRoute<Returns<typeof startDeepScan>>()({ body: scanSchema });

export const brainTabsApi = {
  '/api/brain/analytics': { GET: analyticsRead },
  '/api/brain/conversations': { GET: conversationList },
  '/api/brain/conversations/[id]': { DELETE: conversationDelete },
  '/api/brain/conversations/[id]/messages': { GET: conversationHistory },
  // With the GET of the map above (the route map is an intersection: the methods of a path add up).
  '/api/brain/memories': { POST: memoryCreate },
  '/api/brain/scan/deep': { POST: scanStart },
  '/api/brain/memories/[id]': { DELETE: memoryDelete },
  '/api/brain/feedback': { POST: memoryFeedback },
  '/api/brain/tasks': { GET: taskList, POST: taskCreate },
  '/api/brain/tasks/[id]/complete': { POST: taskComplete },
  '/api/brain/pending/[id]': { PATCH: pendingEdit },
  '/api/brain/pending/[id]/approve': { POST: pendingApprove },
  '/api/brain/pending/[id]/reject': { POST: pendingReject },
  '/api/brain/pending/bulk': { POST: pendingBulk },
  '/api/brain/pending/promote': { POST: pendingPromote },
  '/api/brain/lessons/from-logs': { POST: lessonsMine },
  '/api/brain/ideas/generate': { POST: ideasGenerate },
  '/api/brain/suggestions/pending': { GET: suggestionList },
  '/api/brain/suggestions/code/pending': { GET: codeSuggestionList },
  '/api/brain/suggestions/code/[id]/approve': { POST: codeSuggestionApprove },
  '/api/brain/suggestions/code/[id]/reject': { POST: codeSuggestionReject },
  '/api/brain/agent/logs': { GET: agentLogList },
};
