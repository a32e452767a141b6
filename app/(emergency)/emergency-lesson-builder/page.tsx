// /emergency-lesson-builder: the lesson builder without the tools layout. Admins only (checked on the server).
import type { Metadata } from 'next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmergencyGate } from '@/components/school/emergency-gate';
import { LessonBuilder } from '@/components/school/lesson-builder';
import { TextLink } from '@/components/ui/links';

export const metadata: Metadata = { title: 'Emergency lesson builder' };

export default async function EmergencyLessonBuilderPage({
  searchParams,
}: {
  searchParams: Promise<{ lesson?: string; module?: string }>;
}) {
  const { lesson, module } = await searchParams;
  return (
    <EmergencyGate path="/emergency-lesson-builder">
      {() => (
        <Stack spacing={3}>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
            Lesson builder
          </Typography>
          <TextLink href="/emergency-dashboard">Back to the emergency dashboard</TextLink>
          <LessonBuilder key={lesson ?? 'new'} lessonId={lesson} moduleId={module} />
        </Stack>
      )}
    </EmergencyGate>
  );
}
