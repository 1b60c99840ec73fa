import type { LessonAnalytics } from '@shop/contracts';
import { Card, CardTitle } from '@/components/ui/card';
import { countOf, courseTitle, formatCount } from '@/lib/format-figures';
import { BarChartFigure } from '@/components/chart/bar-chart-figure';
import { QuerySection } from '@/components/ui/query-section';
import { SectionTitle, StatCards } from '@/components/ui/stat-cards';
import { useLessonAnalytics } from '../api/analytics';

function LessonFigures({ lessons }: { lessons: LessonAnalytics }) {
  return (
    <div className="flex flex-col gap-4">
      <StatCards
        label="Lesson totals"
        className="lg:grid-cols-2"
        figures={[
          { label: 'Lesson views', value: formatCount(lessons.totalViews), testId: 'lesson-total-views' },
          { label: 'Learners', value: formatCount(lessons.uniqueUsers), testId: 'lesson-unique-users' },
        ]}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <section aria-labelledby="popular-lessons" className="flex min-w-0 flex-col gap-2">
          <SectionTitle id="popular-lessons">5 most popular lessons</SectionTitle>
          {lessons.popularLessons.length === 0 ? (
            <p className="text-sm text-ink-soft">No lesson has been viewed yet.</p>
          ) : (
            <ol className="flex flex-col divide-y divide-line rounded-xl border border-line bg-paper" data-testid="popular-lessons">
              {lessons.popularLessons.map((lesson) => (
                <li key={`${lesson.courseType}-${lesson.weekNumber}`} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                  <span className="min-w-0">
                    <span className="block font-medium text-ink">{lesson.lessonTitle}</span>
                    <span className="block text-xs text-ink-soft">
                      {courseTitle(lesson.courseType)} · Week {lesson.weekNumber}
                    </span>
                  </span>
                  <span className="shrink-0 tabular-nums text-ink-soft">{countOf(lesson.viewCount, 'view')}</span>
                </li>
              ))}
            </ol>
          )}
        </section>
        <BarChartFigure
          title="Views by course"
          testId="chart-course-views"
          labelHeading="Course"
          valueHeading="Views"
          valueName="Views"
          emptyText="No lesson has been viewed yet."
          horizontal
          formatValue={formatCount}
          points={lessons.viewsByCourse.map((course) => ({ label: courseTitle(course.courseType), value: course.viewCount }))}
        />
      </div>
    </div>
  );
}

/** docs/product/back-office.md "Lesson Usage Statistics": totals, the 5 most popular lessons, views per course. */
export function LessonUsageStatistics() {
  const lessons = useLessonAnalytics();
  return (
    <Card className="flex flex-col gap-4" data-testid="lesson-usage">
      <CardTitle>Lesson Usage Statistics</CardTitle>
      <QuerySection query={lessons} noun="lesson statistics">
        {(data) => <LessonFigures lessons={data} />}
      </QuerySection>
    </Card>
  );
}
