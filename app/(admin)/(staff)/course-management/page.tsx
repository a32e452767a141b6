// /course-management: courses, modules and lessons.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { CourseManager } from '@/components/school/course-manager';
import { LinkButton } from '@/components/ui/links';

export const metadata: Metadata = { title: 'Course management' };

export default function CourseManagementPage() {
  return (
    <>
      <PageHeader
        title="Course management"
        description="Courses per program, their modules and lessons. Drafts stay invisible to students until published."
        actions={
          <LinkButton href="/course-management/lesson-builder" variant="contained">
            New lesson
          </LinkButton>
        }
      />
      <CourseManager builderPath="/course-management/lesson-builder" />
    </>
  );
}
