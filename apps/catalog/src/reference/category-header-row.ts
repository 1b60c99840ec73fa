/** A row of `category_headers` as pg answers it: the banner above one shop category. */
export interface CategoryHeaderRow {
  category: string;
  header_image: string | null;
  title: string;
  description: string;
  is_active: boolean;
}
