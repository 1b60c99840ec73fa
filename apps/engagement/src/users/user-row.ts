/**
 * What signing a shopper in answers of her `users` row (the table's columns are `user.entity.ts`): her id, e-mail and
 * first sign-in, and whether this sign-in created the row (`xmax = 0`).
 */
export interface SignedInUserRow {
  id: string;
  email: string;
  created_at: Date;
  inserted: boolean;
}
