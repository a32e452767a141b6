import {
  actionsFrom,
  nextStatus,
  PROGRESS,
  PROJECT_STATUS,
  RELEASE_STATUSES,
  statusesOfProject,
} from '@/lib/distribution/releases/status';

describe('release status machine', () => {
  it('has the spec §4 progress values', () => {
    expect(PROGRESS).toMatchObject({ uploaded: 25, under_review: 50, approved: 75, distributed: 100, rejected: 0 });
  });

  it('maps every status to one of the spec project statuses', () => {
    expect(PROJECT_STATUS.distributed).toBe('live');
    expect(PROJECT_STATUS.draft).toBe('draft');
    expect(statusesOfProject('pending')).toEqual(['uploaded', 'under_review']);
    const covered = (['live', 'processing', 'failed', 'pending', 'draft'] as const).flatMap(statusesOfProject);
    expect(covered.sort()).toEqual([...RELEASE_STATUSES].sort());
  });

  it('allows the happy path and the fix-and-resubmit loop', () => {
    expect(nextStatus('draft', 'submit', 'owner')).toEqual({ ok: true, to: 'uploaded' });
    expect(nextStatus('uploaded', 'start_review', 'admin')).toEqual({ ok: true, to: 'under_review' });
    expect(nextStatus('under_review', 'reject', 'admin')).toEqual({ ok: true, to: 'rejected' });
    expect(nextStatus('rejected', 'submit', 'owner')).toEqual({ ok: true, to: 'uploaded' });
    expect(nextStatus('uploaded', 'approve', 'admin')).toEqual({ ok: true, to: 'approved' });
    expect(nextStatus('approved', 'mark_distributed', 'system')).toEqual({ ok: true, to: 'distributed' });
  });

  it('refuses illegal moves and moves by the wrong actor', () => {
    expect(nextStatus('draft', 'approve', 'admin')).toMatchObject({
      ok: false,
      reason: expect.stringContaining('Draft'),
    });
    expect(nextStatus('uploaded', 'approve', 'owner')).toMatchObject({
      ok: false,
      reason: expect.stringContaining('Only admin'),
    });
    expect(nextStatus('distributed', 'submit', 'owner').ok).toBe(false);
    expect(nextStatus('approved', 'mark_distributed', 'admin').ok).toBe(false);
    expect(actionsFrom('uploaded', 'owner')).toEqual(['withdraw']);
    expect(actionsFrom('uploaded', 'admin')).toEqual(['withdraw', 'start_review', 'approve', 'reject']);
  });
});
