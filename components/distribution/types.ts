// Shapes of the distribution API answers as the browser uses them.
import type { FieldCommentView } from '@/lib/releases/change-requests';
export interface QcIssue {
  rule: string;
  field: string;
  severity: 'error' | 'warning';
  message: string;
}
interface Contributor {
  id?: string;
  name: string;
  role: string;
}
export interface TrackView {
  id: string;
  position: number;
  title: string;
  version: string;
  isrc: string | null;
  isrcDisplay: string | null;
  explicit: boolean;
  instrumental: boolean;
  language: string;
  audioFileId: string | null;
  audioFormat: string | null;
  sampleRate: number | null;
  bitsPerSample: number | null;
  channels: number | null;
  durationMs: number | null;
  contributors: Contributor[];
}
export interface ReleaseView {
  id: string;
  title: string;
  primaryArtist: string;
  releaseType: 'single' | 'ep' | 'album';
  genre: string;
  label: string;
  pLine: string;
  cLine: string;
  releaseDate: string | null;
  explicit: boolean;
  language: string;
  territories: string[];
  upc: string | null;
  status: string;
  statusLabel: string;
  progress: number;
  rejectionReason: string | null;
  artworkFileId: string | null;
  artworkWidth: number | null;
  artworkHeight: number | null;
  storeIds: string[];
  tracks: TrackView[];
  qc: QcIssue[];
  fieldComments: FieldCommentView[];
}
export interface StoreView {
  id: string;
  slug: string;
  name: string;
  enabled: boolean;
  deliveryMethod: string;
  ddexPartyId: string;
  requirements: { leadTimeDays: number; minArtworkPx: number; territories: string[]; notes: string };
}

export const issuesFor = (qc: QcIssue[] | undefined, field: string) =>
  (qc ?? []).filter((i) => i.field === field || i.field.startsWith(`${field}.`));
