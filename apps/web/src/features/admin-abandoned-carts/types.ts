/** Copied from libs/contracts (commerce/abandoned-carts.ts): the web app cannot import it. */

/** A cart line as the server priced it (the saved price when the catalogue no longer has it). Money in dollars. */
export type AbandonedCartItem = {
  id: string;
  name: string;
  image: string | null;
  type: string;
  quantity: number;
  price: number;
  /** Months, for a subscription line. */
  duration: number | null;
};

/** admin.md §3 "Abandoned cart record" (GET /api/admin/abandoned-carts). */
export type AbandonedCart = {
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** ISO instant of the cart's last change. */
  cartUpdatedAt: string;
  /** The cart's subtotal, priced by the server. */
  totalValue: number;
  cartItems: AbandonedCartItem[];
  /** Why the total is the saved prices rather than the catalogue's; null normally. */
  priceNote: string | null;
};

/** POST /api/admin/abandoned-carts/offer */
export type CartOfferInput = { email: string; discountPercentage: number };

export type CartOfferResult = { sent: true; couponCode: string; expiresAt: string };
