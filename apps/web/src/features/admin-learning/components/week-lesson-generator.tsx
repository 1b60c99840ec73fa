import { useState, type FormEvent } from 'react';
import { COURSE_WEEKS, GENERATE_WEEK_MESSAGE, isCourseType } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useGenerateWeekLesson } from '../api/generate-week-lesson';
import { COURSE_TYPE_OPTIONS, courseTypeLabel } from '../constants';
import { notifyFailure, withToasts } from '../utils/notify';

/** The week number typed, when it is a whole number from 1 to 52. */
function parseWeek(text: string): number | null {
  if (!/^\d{1,2}$/.test(text.trim())) return null;
  const week = Number(text);
  return week >= 1 && week <= COURSE_WEEKS ? week : null;
}

/** Quick generation of a week's lesson from its course title (docs/product/back-office.md §2.3, §5). */
export function WeekLessonGenerator() {
  const [courseType, setCourseType] = useState('');
  const [weekText, setWeekText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const generate = useGenerateWeekLesson();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const weekNumber = parseWeek(weekText);
    if (!isCourseType(courseType) || weekNumber === null) {
      // The documented message is the toast's; the form marks which of its two fields is missing.
      setError(!isCourseType(courseType) ? 'Choose a course type.' : 'Enter a week number from 1 to 52.');
      notifyFailure(GENERATE_WEEK_MESSAGE);
      return;
    }
    setError(null);
    await withToasts(() => generate.mutateAsync({ courseType, weekNumber }), {
      success: `Week ${weekNumber} lesson generated`,
      failure: 'Failed to generate lesson',
      description: courseTypeLabel(courseType),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
        <Select
          label="Course type"
          placeholder="Select a course type"
          options={COURSE_TYPE_OPTIONS}
          value={courseType}
          onChange={(event) => setCourseType(event.currentTarget.value)}
        />
        <Input
          label="Week number"
          type="number"
          inputMode="numeric"
          min={1}
          max={COURSE_WEEKS}
          placeholder="1-52"
          value={weekText}
          onChange={(event) => setWeekText(event.currentTarget.value)}
        />
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" busy={generate.isPending} className="sm:w-fit">
        Generate week lesson
      </Button>
    </form>
  );
}
