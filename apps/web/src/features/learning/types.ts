/** A lesson as GET /api/lessons answers it. */
export type Lesson = {
  id: string;
  title: string;
  section1: string;
  section2: string;
  section3: string;
  section4: string;
  weekNumber: number | null;
  sessionName: string | null;
  images: string[];
};

/** A pigment note as GET /api/pigments answers it. */
export type Pigment = {
  id: string;
  name: string;
  category: string | null;
  origin: string;
  watercolorUse: string;
  goDeeper: string;
  funFacts: string;
  characteristics: string[];
};
