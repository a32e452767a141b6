// Shapes of the distribution API answers as the browser uses them: the routes' answers (lib/distribution/contract.ts).
import type { ApiAnswer } from '@/lib/api-client';
import type { QcIssue } from '@/lib/distribution/qc/types';

export type { QcIssue };
export type ReleaseView = ApiAnswer<'/api/releases/[id]'>;
export type TrackView = ReleaseView['tracks'][number];
export type StoreView = ApiAnswer<'/api/distribution/stores'>[number];

export const issuesFor = (qc: QcIssue[] | undefined, field: string) =>
  (qc ?? []).filter((i) => i.field === field || i.field.startsWith(`${field}.`));
