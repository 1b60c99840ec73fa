// Upper bounds on the numbers a request may name (docs/rules.md §5): a value over them is refused with a 400
// naming the field, long before Postgres would refuse it (an integer column holds at most 2,147,483,647).

/**
 * The largest amount of money any request may name, in dollars: a price, a total, a shipping or tax amount, a
 * discount. 1,000,000.00 is far beyond anything a paint shop sells, and as cents (100,000,000) it fits an integer
 * column more than twenty times over.
 */
export const MAX_MONEY_DOLLARS = 1_000_000;
export const MAX_MONEY_CENTS = MAX_MONEY_DOLLARS * 100;

/** The furthest a list may be paged: `offset` at most 100,000 rows. */
export const MAX_PAGING_OFFSET = 100_000;
/** `page` at most 2,000 (page × the largest page size, 50, stays within MAX_PAGING_OFFSET). */
export const MAX_PAGE = 2_000;
