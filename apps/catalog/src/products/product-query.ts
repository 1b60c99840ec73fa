import { AdminProductQueryDto, ProductQueryDto } from '@shop/contracts';

const SORT_COLUMNS = { name: 'lower(name)', category: 'category', price: 'price_cents', createdAt: 'created_at' } as const;

export interface SqlFilter {
  where: string;
  params: unknown[];
}

/** WHERE clause of a product list: category, subcategory, a name search, and (for shoppers) active only. */
export function productFilter(query: ProductQueryDto, activeOnly: boolean): SqlFilter {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    conditions.push(sql.replaceAll('?', `$${params.length}`));
  };
  if (activeOnly) conditions.push('is_active');
  if (query.category) add('category = ?', query.category);
  if (query.subcategory) add('(subcategory = ? OR ? = ANY(subcategories))', query.subcategory);
  if (query.search) add('lower(name) LIKE ?', `%${query.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/**
 * ORDER BY … LIMIT … OFFSET …; a stable tiebreak on id keeps pages from
 * overlapping. Without a limit (or page size) the list is whole, as the
 * documents' clients read it.
 */
export function productPaging(query: ProductQueryDto | AdminProductQueryDto): string {
  const column = SORT_COLUMNS[query.sort ?? 'createdAt'];
  const direction = (query.order ?? (query.sort && query.sort !== 'createdAt' ? 'asc' : 'desc')).toUpperCase();
  const admin = query as AdminProductQueryDto;
  const limit = admin.pageSize ?? query.limit;
  const offset = admin.page && limit ? (admin.page - 1) * limit : (query.offset ?? 0);
  return `ORDER BY ${column} ${direction}, id ${direction}${limit ? ` LIMIT ${limit}` : ''} OFFSET ${offset}`;
}
