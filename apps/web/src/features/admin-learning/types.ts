import type { Lesson, Pigment } from '@shop/contracts';

/** What the lesson editor sends: the title and the four sections. */
export type LessonText = Pick<Lesson, 'title' | 'section1' | 'section2' | 'section3' | 'section4'>;

/** Every field the pigment editor sends. */
export type PigmentFields = Omit<Pigment, 'id' | 'createdAt' | 'updatedAt'>;
