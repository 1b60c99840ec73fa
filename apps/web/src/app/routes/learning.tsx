import { ContentLayout } from '@/components/layouts/content-layout';
import { NotBuiltYet } from '@/components/ui/alert';

/** The Learning Hub, at /learning and at /lessons (where payment pages link). */
export function LearningRoute() {
  return (
    <ContentLayout title="Learning Hub" description="Weekly watercolor lessons and notes on every pigment.">
      <NotBuiltYet message="Lessons and pigment notes are coming in the next release." />
    </ContentLayout>
  );
}
