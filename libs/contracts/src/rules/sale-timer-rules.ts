import { SALE_TIMER_CATEGORY_LIST, type SaleTimerState } from '../catalog/sale-timers';
import { problemsOf, type RuleProblem } from './rule-problem';
import { windowProblem } from './window-rules';

// A sale timer's rules across its fields (docs/product/back-office.md §4, §5 "Sale timer"), on the timer as it will be stored.

export const SALE_TIMER_CATEGORIES_MESSAGE = `targetCategories must name at least one category for the category sale type (${SALE_TIMER_CATEGORY_LIST})`;
export const SALE_TIMER_PRODUCTS_MESSAGE = 'targetProductIds must name at least one product for the specific sale type';

/** Every rule the timer breaks: the end after the start, then the targets its sale type needs. */
export function saleTimerRuleProblems(
  timer: Pick<SaleTimerState, 'saleType' | 'targetCategories' | 'targetProductIds'> & {
    startTime: Date | string | null;
    endTime: Date | string | null;
  },
): RuleProblem[] {
  return problemsOf(
    windowProblem({ start: 'startTime', end: 'endTime' }, timer.startTime, timer.endTime),
    timer.saleType === 'category' && (timer.targetCategories ?? []).length === 0
      ? { field: 'targetCategories', message: SALE_TIMER_CATEGORIES_MESSAGE }
      : null,
    timer.saleType === 'specific' && (timer.targetProductIds ?? []).length === 0
      ? { field: 'targetProductIds', message: SALE_TIMER_PRODUCTS_MESSAGE }
      : null,
  );
}

/** The first rule the stored timer breaks, as a message naming the field; null when it holds together. */
export function saleTimerProblem(timer: SaleTimerState): string | null {
  if (Number.isNaN(timer.startTime.getTime())) return 'startTime must be a valid date and time';
  if (Number.isNaN(timer.endTime.getTime())) return 'endTime must be a valid date and time';
  return saleTimerRuleProblems(timer)[0]?.message ?? null;
}
