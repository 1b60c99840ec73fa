import { useState } from 'react';
import type { CourseTitle, CourseType } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/form-field';
import { useGenerateCourseTitles } from '../api/generate-course-titles';
import { useAllCourseTitles } from '../api/get-course-titles';
import { COURSE_TYPE_OPTIONS, courseTypeLabel } from '../constants';
import { withToasts } from '../utils/notify';
import { QueryStates } from '@/components/ui/query-states';

/** The titles in their four sessions of 13 weeks. */
function Sessions({ titles }: { titles: CourseTitle[] }) {
  const sessionNumbers = [...new Set(titles.map((title) => title.sessionNumber))];
  const sessions = sessionNumbers.map((session) => titles.filter((title) => title.sessionNumber === session));
  return (
    <div className="flex max-h-[28rem] flex-col gap-4 overflow-y-auto rounded-xl border border-line p-4">
      {sessions.map((weeks) => (
        <section key={weeks[0].sessionNumber}>
          <h4 className="font-semibold text-ink">
            Session {weeks[0].sessionNumber}: {weeks[0].sessionName}{' '}
            <span className="font-normal text-ink-soft">
              (weeks {weeks[0].weekNumber}-{weeks[weeks.length - 1].weekNumber})
            </span>
          </h4>
          <ol className="mt-1 flex flex-col gap-0.5 text-sm">
            {weeks.map((week) => (
              <li key={week.id}>
                <span className="inline-block w-16 text-ink-soft">Week {week.weekNumber}</span> {week.title}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

/** How many titles each course has, once its titles are loaded. */
function courseOptions(counts: (number | undefined)[]) {
  return COURSE_TYPE_OPTIONS.map((type, i) => ({
    value: type.value,
    label: counts[i] === undefined ? type.label : `${type.label} (${counts[i]} titles)`,
  }));
}

/**
 * The 52 weekly titles of each course, and the button that (re)generates them.
 * The four courses' titles are all fetched when the panel opens (docs/product/back-office.md §7);
 * the chosen course's are shown.
 */
export function CourseTitlesView() {
  const [courseType, setCourseType] = useState<CourseType>(COURSE_TYPE_OPTIONS[0].value);
  const all = useAllCourseTitles();
  const titles = all[COURSE_TYPE_OPTIONS.findIndex((type) => type.value === courseType)];
  const generate = useGenerateCourseTitles();
  const hasTitles = Boolean(titles.data?.length);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <Select
          label="Course type"
          options={courseOptions(all.map((query) => query.data?.length))}
          value={courseType}
          onChange={(event) => setCourseType(event.currentTarget.value as CourseType)}
          className="flex-1"
        />
        <Button
          variant="secondary"
          busy={generate.isPending}
          onClick={() =>
            withToasts(() => generate.mutateAsync(courseType), {
              success: 'Course titles generated',
              failure: 'Failed to generate course titles',
              description: `52 weekly titles for ${courseTypeLabel(courseType)}`,
            })
          }
        >
          {hasTitles ? 'Regenerate titles' : 'Generate titles'}
        </Button>
      </div>
      <QueryStates query={titles} noun="course titles" emptyText="No titles yet for this course. Generate them to see all 52 weeks.">
        {(items) => <Sessions titles={items} />}
      </QueryStates>
    </div>
  );
}
