import type { CourseType, PigmentCategory } from './constants';

/** A lesson as the lesson calls answer it. */
export type Lesson = {
  id: string;
  title: string;
  section1: string;
  section2: string;
  section3: string;
  section4: string;
  weekNumber: number | null;
  sessionName: string | null;
  sessionNumber: number | null;
  courseType: CourseType | null;
  images: string[];
  createdAt: string;
  updatedAt: string;
};

/** What the lesson editor sends: the title and the four sections. */
export type LessonText = Pick<Lesson, 'title' | 'section1' | 'section2' | 'section3' | 'section4'>;

export type CourseTitle = {
  id: string;
  courseType: CourseType;
  weekNumber: number;
  sessionNumber: number;
  sessionName: string;
  title: string;
};

export type Pigment = {
  id: string;
  name: string;
  category: PigmentCategory | null;
  origin: string;
  watercolorUse: string;
  goDeeper: string;
  funFacts: string;
  characteristics: string[];
  createdAt: string;
  updatedAt: string;
};

/** Every field the pigment editor sends. */
export type PigmentFields = Omit<Pigment, 'id' | 'createdAt' | 'updatedAt'>;
