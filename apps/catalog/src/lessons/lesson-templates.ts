import type { CourseType } from '@shop/contracts';
import { sessionOfWeek } from '../course-titles/course-calendar';

/** What a generated lesson is made of: the week's title and session, and four written sections. */
export interface WeekLessonDraft {
  title: string;
  section1: string;
  section2: string;
  section3: string;
  section4: string;
  weekNumber: number;
  sessionName: string;
  sessionNumber: number;
  courseType: CourseType;
}

interface Medium {
  course: string;
  materials: string;
  warmUp: string;
  troubleshooting: string;
  history: string;
}

const WATERCOLOR: Omit<Medium, 'course'> = {
  materials: 'paints, a round brush, two jars of water (one to rinse, one clean) and a sheet of 300 gsm watercolor paper',
  warmUp: 'paint a strip of swatches, letting each color run from full strength to its palest tint',
  troubleshooting:
    'If your colors turn muddy, mix no more than two or three pigments and let each layer dry completely before glazing over it. ' +
    'If blooms appear where you did not want them, wait until the shine has left the paper before adding more paint. ' +
    'If the paper buckles, tape it down on all four sides or move to a heavier sheet.',
  history:
    'Painting with pigment, water and a binder is one of the oldest ways of making pictures: Egyptian papyri and medieval manuscripts ' +
    'were painted this way. Albrecht Dürer\'s "Young Hare" of 1502 is still admired for its detail, and J. M. W. Turner turned ' +
    'watercolor into an art of light and atmosphere. The paint in your palette is the same simple recipe they knew: finely ground ' +
    'pigment held in gum arabic, released again by water.',
};

const DRAWING: Omit<Medium, 'course'> = {
  materials: 'an HB, a 2B and a 6B pencil, a kneaded eraser and a few sheets of smooth drawing paper',
  warmUp: 'fill half a page with straight lines, ellipses and a value scale from white paper to your darkest dark',
  troubleshooting:
    'If the drawing looks flat, widen the value range: add one true dark and protect your lightest lights. ' +
    "If proportions drift, hold your pencil at arm's length and compare one measurement against another. " +
    'If you feel stuck, turn the reference and your drawing upside down so you see shapes instead of things.',
  history:
    'Drawing is the oldest art we know: the charcoal animals on the walls of the Chauvet Cave in France are more than 30,000 years old. ' +
    'The pencil came much later, after a deposit of unusually pure graphite was found at Borrowdale in England in the 1500s, and in 1795 ' +
    'Nicolas-Jacques Conté learned to mix graphite with clay, giving us the graded pencils, from hard H to soft B, that artists still use today.',
};

const MEDIA: Record<CourseType, Medium> = {
  'watercolor-beginner': { course: 'Beginner Watercolor', ...WATERCOLOR },
  'watercolor-advanced': { course: 'Advanced Watercolor', ...WATERCOLOR },
  'drawing-beginner': { course: 'Beginner Drawing', ...DRAWING },
  'drawing-advanced': { course: 'Advanced Drawing', ...DRAWING },
};

const PACE: Record<'beginner' | 'advanced', string> = {
  beginner: 'Take it slowly: the aim this week is understanding, not perfection. Small, finished studies teach more than one large unfinished piece.',
  advanced: 'Push past the comfortable version: vary the scale, the value range and the edges until the idea is fully your own.',
};

/** The lesson of one course week, written from its title (no outside service). */
export function writeWeekLesson(courseType: CourseType, weekNumber: number, title: string): WeekLessonDraft {
  const { sessionNumber, sessionName } = sessionOfWeek(weekNumber);
  const medium = MEDIA[courseType];
  const level = courseType.endsWith('advanced') ? 'advanced' : 'beginner';
  return {
    title,
    section1:
      `This week's focus: ${title}. Set out your materials (${medium.materials}) and give yourself twenty minutes. ` +
      `Warm up first: ${medium.warmUp}. Then make three small studies exploring ${title.toLowerCase()} — ` +
      'one careful, one quick and one bold — and note what each taught you.',
    section2:
      `"${title}" is week ${weekNumber} of 52 in the ${medium.course} course, part of session ${sessionNumber}, ` +
      `${sessionName}. ${PACE[level]} Choose your best study from the Quick Start, plan its lights and darks in a thumbnail ` +
      'no bigger than a playing card, then work it up into a finished piece.',
    section3: `${medium.troubleshooting} Finally, lay this week's studies beside last week's: progress is much easier to see side by side.`,
    section4: medium.history,
    weekNumber,
    sessionName,
    sessionNumber,
    courseType,
  };
}
