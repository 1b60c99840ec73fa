import type { QueryClient } from '@tanstack/react-query';

/**
 * Admin learning queries live under ['admin', 'learning'] (an admin 401 then
 * shows the sign-in again); the Learning Hub's public ones under ['learning']
 * (features/learning). Every write refreshes both.
 */
export const learningKeys = {
  all: ['admin', 'learning'] as const,
  lessons: ['admin', 'learning', 'lessons'] as const,
  pigments: ['admin', 'learning', 'pigments'] as const,
  courseTitles: (courseType: string) => ['admin', 'learning', 'course-titles', courseType] as const,
};

const PUBLIC_LEARNING_KEY = ['learning'] as const;

export function refreshLearning(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: learningKeys.all }),
    queryClient.invalidateQueries({ queryKey: PUBLIC_LEARNING_KEY }),
  ]);
}
