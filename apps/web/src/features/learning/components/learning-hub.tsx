import * as Tabs from '@radix-ui/react-tabs';
import { clsx } from 'clsx';
import { useLessons } from '../api/get-lessons';
import { usePigments } from '../api/get-pigments';
import { LearningList } from './learning-list';
import { LessonCard } from './lesson-card';
import { PigmentCard } from './pigment-card';

const TAB_CLASSES = clsx(
  'min-h-11 flex-1 rounded-xl px-4 text-base font-semibold text-ink-soft transition-colors focus-ring',
  'hover:text-ink data-[state=active]:bg-white data-[state=active]:text-madder-deep data-[state=active]:shadow-sm',
);

function LessonsTab() {
  const lessons = useLessons();
  return (
    <LearningList
      query={lessons}
      noun="lessons"
      empty={{ title: 'No Lessons Yet', message: "Watercolor lessons will appear here once they're created." }}
      renderItem={(lesson) => <LessonCard lesson={lesson} />}
    />
  );
}

function PigmentsTab() {
  const pigments = usePigments();
  return (
    <LearningList
      query={pigments}
      noun="pigments"
      empty={{ title: 'No Pigment Information Yet', message: 'Notes on the pigments behind our paints will appear here soon.' }}
      renderItem={(pigment) => <PigmentCard pigment={pigment} />}
    />
  );
}

/** The Learning Hub: weekly lessons and pigment notes, each a list of cards that open (engagement.md "Learning Hub"). */
export function LearningHub() {
  return (
    <Tabs.Root defaultValue="lessons" className="flex flex-col gap-4" data-testid="learning-hub">
      <Tabs.List aria-label="Learning Hub" className="flex gap-1 rounded-2xl bg-paper-deep p-1 sm:max-w-sm">
        <Tabs.Trigger value="lessons" className={TAB_CLASSES}>
          Lessons
        </Tabs.Trigger>
        <Tabs.Trigger value="pigments" className={TAB_CLASSES}>
          Pigments
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="lessons" className="focus-visible:outline-none">
        <LessonsTab />
      </Tabs.Content>
      <Tabs.Content value="pigments" className="focus-visible:outline-none">
        <PigmentsTab />
      </Tabs.Content>
    </Tabs.Root>
  );
}
