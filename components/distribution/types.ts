// Shapes of the distribution API answers as the browser uses them: the services' results as JSON.
import type { Json } from '@/lib/platform/json-types';
import type { ReleaseDetail } from '@/lib/distribution/releases/detail';
import type { StoreRow } from '@/lib/distribution/stores';
import type { StoreRequirements } from '@/lib/distribution/store-catalog';
import type { QcIssue } from '@/lib/distribution/qc/types';

export type { QcIssue };
export type ReleaseView = Json<ReleaseDetail>;
export type TrackView = ReleaseView['tracks'][number];
export type StoreView = Omit<Json<StoreRow>, 'requirements'> & { requirements: StoreRequirements };

export const issuesFor = (qc: QcIssue[] | undefined, field: string) =>
  (qc ?? []).filter((i) => i.field === field || i.field.startsWith(`${field}.`));
