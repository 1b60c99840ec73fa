import { useState } from 'react';
import { useLessons } from '../api/get-lessons';
import { usePigments } from '../api/get-pigments';
import { Tabs } from '@/components/ui/tabs';
import { LearningList } from './learning-list';
import { LessonCard } from './lesson-card';
import { PigmentCard } from './pigment-card';

const TABS = [
  { value: 'lessons', label: 'Lessons' },
  { value: 'pigments', label: 'Pigments' },
] as const;

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

/** The Learning Hub: weekly lessons and pigment notes, each a list of cards that open (docs/product/engagement.md "Learning Hub"). */
export function LearningHub() {
  const [tab, setTab] = useState<(typeof TABS)[number]['value']>('lessons');
  return (
    <div data-testid="learning-hub">
      <Tabs label="Learning Hub" tabs={TABS} selected={tab} onSelect={setTab}>
        {tab === 'lessons' ? <LessonsTab /> : <PigmentsTab />}
      </Tabs>
    </div>
  );
}
