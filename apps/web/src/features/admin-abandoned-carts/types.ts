/** POST /api/admin/abandoned-carts/offer (the server's answers are the contracts' AbandonedCart and CartOfferResult). */
export type CartOfferInput = { email: string; discountPercentage: number };
