/** The Learning Hub's lessons and pigment notes, as GET /api/lessons and /api/pigments answer them (the server's types). */
export type { Lesson, Pigment } from '@shop/contracts';
