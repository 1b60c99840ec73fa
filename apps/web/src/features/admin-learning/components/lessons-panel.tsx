import { useState } from 'react';
import { LEARNING_LIMITS, type Lesson } from '@shop/contracts';
import { Card, CardTitle } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { useCreateLesson } from '../api/create-lesson';
import { useDeleteLesson } from '../api/delete-lesson';
import { useAdminLessons } from '../api/get-admin-lessons';
import { courseTypeLabel } from '../constants';
import { withToasts } from '../utils/notify';
import { AdminItem } from './admin-item';
import { CourseTitlesView } from './course-titles-view';
import { CreateByNameForm } from './create-by-name-form';
import { LessonEditor } from './lesson-editor';
import { LessonImagesEditor } from './lesson-images-editor';
import { QueryStates } from '@/components/ui/query-states';
import { WeekLessonGenerator } from './week-lesson-generator';

function describe(lesson: Lesson): string {
  const parts = [
    lesson.weekNumber === null ? 'No week' : `Week ${lesson.weekNumber}`,
    lesson.courseType && courseTypeLabel(lesson.courseType),
    lesson.sessionName,
    `${lesson.images.length} ${lesson.images.length === 1 ? 'image' : 'images'}`,
  ];
  return parts.filter(Boolean).join(' · ');
}

function LessonList() {
  const lessons = useAdminLessons();
  const remove = useDeleteLesson();
  const [editingId, setEditingId] = useState<string | null>(null);

  return (
    <QueryStates query={lessons} noun="lessons" emptyText="No lessons yet. Create one above, or generate a week's lesson.">
      {(items) => (
        <ul className="flex flex-col gap-3">
          {items.map((lesson) => (
            <AdminItem
              key={lesson.id}
              title={lesson.title}
              subtitle={describe(lesson)}
              editing={editingId === lesson.id}
              onEdit={() => setEditingId(lesson.id)}
              deleteAction={
                <Button
                  variant="secondary"
                  size="sm"
                  className="text-red-700"
                  aria-label={`Delete ${lesson.title}`}
                  busy={remove.isPending && remove.variables === lesson.id}
                  onClick={() =>
                    void withToasts(() => remove.mutateAsync(lesson.id), {
                      success: 'Lesson deleted',
                      failure: 'Failed to delete lesson',
                      description: lesson.title,
                    })
                  }
                >
                  Delete
                </Button>
              }
            >
              <LessonEditor lesson={lesson} onDone={() => setEditingId(null)} />
              <LessonImagesEditor lesson={lesson} />
            </AdminItem>
          ))}
        </ul>
      )}
    </QueryStates>
  );
}

/** The Lessons tab: lessons, quick week generation and the courses' weekly titles (docs/product/back-office.md §2.3). */
export function LessonsPanel() {
  const create = useCreateLesson();
  return (
    <div className="flex flex-col gap-6" data-testid="lessons-panel">
      <Card className="flex flex-col gap-4">
        <CardTitle>Generate a Week's Lesson</CardTitle>
        <p className="text-ink-soft">
          Writes the lesson of one course week from its title, in the session of that week. Each course week has one lesson.
        </p>
        <WeekLessonGenerator />
      </Card>
      <Card className="flex flex-col gap-4">
        <CardTitle>Lessons</CardTitle>
        <CreateByNameForm
          label="New lesson title"
          placeholder="e.g. Painting Skies and Clouds"
          maxLength={LEARNING_LIMITS.title}
          requiredMessage="Title is required"
          submitLabel="Create lesson"
          onCreate={(title) =>
            withToasts(() => create.mutateAsync(title), { success: 'Lesson created', failure: 'Failed to create lesson', description: title })
          }
        />
        <LessonList />
      </Card>
      <Card className="flex flex-col gap-4">
        <CardTitle>Course Titles</CardTitle>
        <CourseTitlesView />
      </Card>
    </div>
  );
}
