import type { Lesson } from '@shop/contracts';
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
  return (
    <CollapsibleCard
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
