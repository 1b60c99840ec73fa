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

/**
 * What one request may hold in all (docs/rules.md §5): at most this many values — every field, list item and value
 * inside them — in its body, and again in its query string. The largest body the shop's own pages send is a
 * paint-credit import of 5,000 customers (7 values each, about 35,000); a cart of 100 lines holds about 1,400. Past
 * this the gateway answers 413 before anything reads the values, so no request's size decides how long others wait.
 */
export const MAX_REQUEST_VALUES = 40_000;
/**
 * The most fields one object of a request may have (the widest contract has about 40; a free-form object 50). Reading
 * one very wide object costs more per field than anything else (JSON.parse's and class-transformer's dictionaries):
 * past this the answer is 413.
 */
export const MAX_OBJECT_FIELDS = 1_000;

/** A free-form object a request may carry (an activity's `metadata`): at most this many fields… */
export const MAX_FREE_FORM_FIELDS = 50;
/** …and at most this many bytes written as JSON (UTF-8). */
export const MAX_FREE_FORM_BYTES = 8 * 1024;

/** What is wrong with a free-form object sent as `field`, or null: a JSON object within the two bounds above. */
export function freeFormObjectProblem(field: string, value: unknown): string | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return `${field} must be an object`;
  if (Object.keys(value).length > MAX_FREE_FORM_FIELDS) return `${field} must have at most ${MAX_FREE_FORM_FIELDS} fields`;
  if (new TextEncoder().encode(JSON.stringify(value)).length > MAX_FREE_FORM_BYTES) {
    return `${field} must be at most ${MAX_FREE_FORM_BYTES / 1024} kB as JSON`;
  }
  return null;
}
