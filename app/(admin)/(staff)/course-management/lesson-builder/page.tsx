// /course-management/lesson-builder?lesson=&module=: the lesson builder in the tools layout.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { LessonBuilder } from '@/components/school/lesson-builder';

export const metadata: Metadata = { title: 'Lesson builder' };

export default async function LessonBuilderPage({
  searchParams,
}: {
  searchParams: Promise<{ lesson?: string; module?: string }>;
}) {
  const { lesson, module } = await searchParams;
  return (
    <>
      <PageHeader title="Lesson builder" />
      <LessonBuilder key={lesson ?? 'new'} lessonId={lesson} moduleId={module} />
    </>
  );
}
