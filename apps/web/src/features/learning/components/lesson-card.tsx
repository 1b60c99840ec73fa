import type { Lesson, LessonViewMetadata } from '@shop/contracts';
import { getDeviceType } from '@/lib/device';
import { useShopperSession } from '@/lib/session';
import { trackActivity } from '@/lib/track-activity';
import { CardBadge, CollapsibleCard, NoteSection } from './collapsible-card';

const SECTIONS = [
  ['section1', 'Quick Start'],
  ['section2', 'Go Deeper'],
  ['section3', 'Helpful Tutor'],
  ['section4', 'Fun Facts & History'],
] as const;

function LessonImages({ lesson }: { lesson: Lesson }) {
  if (lesson.images.length === 0) return null;
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {lesson.images.map((url, index) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noopener noreferrer" className="block rounded-xl focus-ring">
            <img
              src={url}
              alt={`${lesson.title}, picture ${index + 1}`}
              loading="lazy"
              className="aspect-square w-full rounded-xl border border-line object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A lesson: week badge (or "L"), title, session, then its four sections and pictures when opened. */
export function LessonCard({ lesson }: { lesson: Lesson }) {
  const week = lesson.weekNumber;
  const { email } = useShopperSession();
  // A signed-in shopper opening a lesson is a lesson view for the owner's Lesson Usage Statistics.
  const recordView = () => {
    if (!email) return;
    const metadata: LessonViewMetadata = {
      lessonId: lesson.id,
      lessonTitle: lesson.title,
      courseType: lesson.courseType ?? '',
      weekNumber: week ?? 0,
    };
    void trackActivity({
      email,
      activityType: 'lesson_view',
      description: `Opened ${lesson.title}`,
      pagePath: window.location.pathname,
      timeSpent: 0,
      metadata: { ...metadata },
      deviceUsed: getDeviceType(),
    });
  };
  return (
    <CollapsibleCard
      onOpen={recordView}
      badge={<CardBadge label={week === null ? 'Lesson' : `Week ${week}`}>{week ?? 'L'}</CardBadge>}
      title={lesson.title}
      subtitle={lesson.sessionName ? `Session: ${lesson.sessionName}` : null}
    >
      {SECTIONS.map(([key, heading]) => (
        <NoteSection key={key} heading={heading} text={lesson[key]} />
      ))}
      <LessonImages lesson={lesson} />
    </CollapsibleCard>
  );
}
