// /student-crm/{studentId}: profile, application, contract, progress, grades, notes and timeline.
import type { Metadata } from 'next';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/ui/page-header';
import { TextLink } from '@/components/ui/links';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { studentRecord } from '@/lib/school/students';
import { NoteForm } from '@/components/school/note-form';
import { recordOrNotFound } from '@/lib/platform/http/not-found';
import { formatDateTime } from '@/lib/platform/format';
import { pageQuery } from '@/lib/platform/paging';

export const metadata: Metadata = { title: 'Student record' };

const when = (d: Date | string | null | undefined) => (d ? formatDateTime(d) : '');

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export default async function StudentCrmPage({
  params,
  searchParams,
}: {
  params: Promise<{ studentId: string }>;
  searchParams: Promise<{ cursor?: string }>;
}) {
  await requirePageAccess('admin');
  const { studentId } = await params;
  // `?cursor=` pages the activity timeline; a malformed one shows the first page.
  const parsed = pageQuery.safeParse(await searchParams);
  const r = await recordOrNotFound(studentRecord(studentId, parsed.success ? parsed.data : pageQuery.parse({})));
  const a = r.application;
  return (
    <>
      <PageHeader
        title={r.profile.name}
        description={`${r.profile.email} · ${r.profile.role} · joined ${when(r.profile.createdAt)}${r.profile.lastLoginAt ? ` · last sign-in ${when(r.profile.lastLoginAt)}` : ''}`}
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="Application and contract">
            {a ? (
              <>
                <Typography>
                  {a.programName} · artist name {a.artistName} · {a.phone}
                </Typography>
                <Typography color="text.secondary">
                  Applied {when(a.submittedAt)} · status {a.status.replace('_', ' ')}
                </Typography>
                <List dense>
                  {a.decisions.map((d, i) => (
                    <ListItem key={i} disableGutters>
                      <ListItemText
                        primary={`${d.from.replace('_', ' ')} → ${d.to.replace('_', ' ')}`}
                        secondary={`${d.by ?? 'system'} · ${when(d.at)}${d.note ? ` · ${d.note}` : ''}`}
                      />
                    </ListItem>
                  ))}
                </List>
                {a.contract ? (
                  <Typography variant="body2">
                    Signed &quot;{a.contract.agreementTitle}&quot; as {a.contract.typedName} on{' '}
                    {when(a.contract.signedAt)} from {a.contract.ipAddress} · SHA-256{' '}
                    {a.contract.agreementSha256.slice(0, 16)}… ·{' '}
                    {/* eslint-disable-next-line local/no-raw-api-path -- a download link to a route answering a file */}
                    <TextLink href={`/api/school/contracts/${a.id}/pdf`}>PDF</TextLink>
                  </Typography>
                ) : (
                  <Typography color="text.secondary">No contract signed.</Typography>
                )}
                {a.booking && (
                  <Typography variant="body2">
                    Welcome call with {a.booking.hostName}:{' '}
                    {formatDateTime(a.booking.startsAt, a.booking.hostTimezone, true)}
                  </Typography>
                )}
              </>
            ) : (
              <Typography color="text.secondary">No application on record.</Typography>
            )}
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="Progress">
            {r.courses.length === 0 && <Typography color="text.secondary">Not enrolled in a course.</Typography>}
            {r.courses.map((c) => (
              <div key={c.id}>
                <Typography>
                  {c.title}: {c.completed}/{c.lessonCount} lessons ({c.percent}%)
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={c.percent}
                  sx={{ mb: 1 }}
                  aria-label={`${c.title} progress`}
                />
              </div>
            ))}
            {r.certificates.map((c) => (
              <Typography key={c.id}>
                Certificate <TextLink href={c.verifyUrl}>{c.code}</TextLink> ({c.programName}){' '}
                {c.revokedAt ? `revoked: ${c.revokedReason}` : `issued ${when(c.issuedAt)}`}
              </Typography>
            ))}
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="Grades">
            <List dense>
              {r.quizAttempts.map((q) => (
                <ListItem key={q.id} disableGutters>
                  <ListItemText
                    primary={`Quiz: ${q.quizTitle}`}
                    secondary={`${q.status === 'pending_review' ? 'essays waiting' : `${q.score}% ${q.passed ? 'passed' : 'not passed'}`}${q.late ? ' · after the time limit' : ''} · ${when(q.submittedAt)}`}
                  />
                </ListItem>
              ))}
              {r.submissions.map((s) => (
                <ListItem key={s.id} disableGutters>
                  <ListItemText
                    primary={`Assignment: ${s.title}`}
                    secondary={`${s.grade === null ? 'not graded' : `${s.grade}/${s.maxPoints}`}${s.late ? ' · late' : ''} · ${when(s.submittedAt)}`}
                  />
                </ListItem>
              ))}
              {r.quizAttempts.length + r.submissions.length === 0 && (
                <Typography color="text.secondary">No graded work yet.</Typography>
              )}
            </List>
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="Notes">
            <NoteForm studentId={r.profile.id} />
            <List dense>
              {r.notes.map((n) => (
                <ListItem key={n.id} disableGutters>
                  <ListItemText primary={n.body} secondary={`${n.author ?? 'staff'} · ${when(n.createdAt)}`} />
                </ListItem>
              ))}
            </List>
          </Section>
        </Grid>
        <Grid size={12}>
          <Section title="Activity timeline">
            <List dense>
              {r.activity.items.map((e) => (
                <ListItem key={e.id} disableGutters>
                  <ListItemText primary={e.summary} secondary={when(e.createdAt)} />
                </ListItem>
              ))}
              {r.activity.total === 0 && <Typography color="text.secondary">Nothing yet.</Typography>}
            </List>
            {r.activity.total > 0 && (
              <Typography variant="body2" color="text.secondary">
                Showing {r.activity.items.length} of {r.activity.total}
                {r.activity.nextCursor && (
                  <>
                    {' · '}
                    <TextLink href={`?cursor=${r.activity.nextCursor}`}>Older activity</TextLink>
                  </>
                )}
              </Typography>
            )}
          </Section>
        </Grid>
      </Grid>
    </>
  );
}
