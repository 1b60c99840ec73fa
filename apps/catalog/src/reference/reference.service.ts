import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CategoryHeaderView, CategoryView, INDIVIDUAL_COLOR_SUBCATEGORIES, PALETTE_BUILDERS, SET_SIZES, SHOP_CATEGORIES } from '@shop/contracts';
import { queryRows } from '@shop/platform';
import { ProductSubcategoryRow } from '../products/product-row';
import { CategoryHeaderRow } from './category-header-row';

/** The shop's fixed reference data: categories with their sub-filters, set sizes, and category header banners. */
@Injectable()
export class ReferenceService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async categories(): Promise<CategoryView[]> {
    const used = await queryRows<ProductSubcategoryRow>(
      this.dataSource,
      `SELECT DISTINCT category, s AS subcategory FROM products, unnest(array_append(subcategories, subcategory)) s
       WHERE is_active AND s IS NOT NULL AND s <> ''`,
    );
    return SHOP_CATEGORIES.map((name) => {
      const fixed =
        name === 'Individual Colors'
          ? [...INDIVIDUAL_COLOR_SUBCATEGORIES]
          : name === 'Watercolor Sets'
            ? [...SET_SIZES.map((n) => `Sets of ${n}`), PALETTE_BUILDERS]
            : [];
      const extra = used
        .filter((u) => u.category === name && !fixed.includes(u.subcategory))
        .map((u) => u.subcategory)
        .sort();
      return { name, subcategories: [...fixed, ...extra] };
    });
  }

  paintCountOptions(): number[] {
    return [...SET_SIZES];
  }

  async categoryHeaders(): Promise<CategoryHeaderView[]> {
    const rows = await queryRows<CategoryHeaderRow>(this.dataSource, 'SELECT * FROM category_headers ORDER BY category');
    return rows.map((r) => ({
      category: r.category,
      headerImage: r.header_image,
      title: r.title,
      description: r.description,
      isActive: r.is_active,
    }));
  }
}
