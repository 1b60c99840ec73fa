/** A row of `variants` as pg answers it: one choice of a product, with its own price when it has one. */
export interface VariantRow {
  id: string;
  product_id: string;
  name: string;
  description: string | null;
  price_cents: number | null;
  sale_price_cents: number | null;
  sort_order: number;
  images: string[];
  is_available: boolean;
  created_at: Date;
}

/** What a price is made of (the catalogue's price cache keeps these). */
export type PricedVariantRow = Pick<VariantRow, 'id' | 'product_id' | 'name' | 'price_cents' | 'sale_price_cents' | 'images'>;
