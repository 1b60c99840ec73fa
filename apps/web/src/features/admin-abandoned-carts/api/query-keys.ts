/** Under ['admin', ...]: an admin 401 shows the sign-in again. */
export const abandonedCartKeys = {
  all: ['admin', 'abandoned-carts'] as const,
  list: (hours: number) => ['admin', 'abandoned-carts', hours] as const,
};
