import { useState, type FormEvent } from 'react';
import { LEARNING_LIMITS, type Lesson } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { TextArea } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useUpdateLesson } from '../api/update-lesson';
import type { LessonText } from '../types';
import { withToasts } from '../utils/notify';
import { useFormValues } from '../utils/use-form-values';

const SECTIONS = [
  ['section1', 'Quick Start'],
  ['section2', 'Go Deeper'],
  ['section3', 'Helpful Tutor'],
  ['section4', 'Fun Facts & History'],
] as const;

const textOf = ({ title, section1, section2, section3, section4 }: Lesson): LessonText => ({
  title,
  section1,
  section2,
  section3,
  section4,
});

/** Edits a lesson's title and its four sections. */
export function LessonEditor({ lesson, onDone }: { lesson: Lesson; onDone: () => void }) {
  const { values, setField } = useFormValues(() => textOf(lesson));
  const [titleError, setTitleError] = useState<string | null>(null);
  const update = useUpdateLesson();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!values.title.trim()) {
      setTitleError('Title is required');
      return;
    }
    setTitleError(null);
    const saved = await withToasts(() => update.mutateAsync({ id: lesson.id, text: values }), {
      success: 'Lesson updated',
      failure: 'Failed to update lesson',
      description: values.title.trim(),
    });
    if (saved) onDone();
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Input
        label="Title"
        value={values.title}
        maxLength={LEARNING_LIMITS.title}
        error={titleError}
        onChange={(event) => setField('title', event.currentTarget.value)}
      />
      {SECTIONS.map(([field, label]) => (
        <TextArea
          key={field}
          label={label}
          value={values[field]}
          maxLength={LEARNING_LIMITS.section}
          rows={5}
          onChange={(event) => setField(field, event.currentTarget.value)}
        />
      ))}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={update.isPending}>
          Save lesson
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
