// /tnm-school: the learning landing; /tnm-lms, /musicbizcert and /members re-export it.
import type { Metadata } from 'next';
import { LearningLanding } from '@/components/school/learning-landing';

export const metadata: Metadata = { title: 'TNM Music Institute: programs and certification' };
export const dynamic = 'force-dynamic';

export default function Page() {
  return <LearningLanding />;
}
