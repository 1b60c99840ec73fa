import { lazy, Suspense } from 'react';
import { ContentLayout } from '@/components/layouts/content-layout';
import { LoadingBlock } from '@/components/ui/spinner';

// The hub is its own chunk: the landing page never downloads it.
const LearningHub = lazy(async () => ({
  default: (await import('@/features/learning/components/learning-hub')).LearningHub,
}));

/** The Learning Hub, at /learning and at /lessons (where payment pages link). */
export function LearningRoute() {
  return (
    <ContentLayout title="Learning Hub" description="Weekly watercolor lessons and notes on every pigment.">
      <Suspense fallback={<LoadingBlock label="Loading the Learning Hub..." />}>
        <LearningHub />
      </Suspense>
    </ContentLayout>
  );
}
