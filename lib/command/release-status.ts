// How a release status reads on the dashboards (spec §4: distributed is shown as Live).
const LABELS: Record<string, string> = {
  draft: 'Draft',
  uploaded: 'Uploaded',
  under_review: 'Under Review',
  approved: 'Approved',
  distributed: 'Live',
  rejected: 'Rejected',
  delivery_failed: 'Delivery Failed',
  taken_down: 'Taken Down',
};

export function statusLabel(status: string): string {
  return LABELS[status] ?? status;
}
