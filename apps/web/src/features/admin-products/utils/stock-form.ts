import { STOCK_REASON_MAX_LENGTH, type ProductStockView, type StockItem } from '@shop/contracts';
import { checkUnits } from '@/lib/stock-units';
import type { SetProductStockBody, StockLevelInput } from '../api/set-product-stock';
import type { StockRow } from './stock-items';

/** One item's fields as typed: an empty level is an item not counted (unlimited); an empty threshold the shop's default. */
export type StockItemValues = { level: string; threshold: string };
export type StockFormValues = { tracked: boolean; items: Record<StockItem, StockItemValues>; reason: string };
export type StockFormErrors = {
  /** About the whole form, e.g. tracking on with nothing counted. */
  form?: string;
  reason?: string;
  levels: Partial<Record<StockItem, string>>;
  thresholds: Partial<Record<StockItem, string>>;
};
export type StockFormCheck = { ok: true; body: SetProductStockBody } | { ok: false; errors: StockFormErrors };

export const NO_STOCK_ERRORS: StockFormErrors = { levels: {}, thresholds: {} };
export const NOTHING_COUNTED = 'Enter the units of at least one item, or untick Track stock.';
export const THRESHOLD_NEEDS_LEVEL = 'Enter the units too: a threshold applies to a counted item';

/** The form as the server has the product's stock: every row's level and threshold, empty when not counted or default. */
export function stockFormValues(view: ProductStockView, rows: readonly StockRow[]): StockFormValues {
  const byItem = new Map(view.items.map((entry) => [entry.item, entry]));
  const items: Record<StockItem, StockItemValues> = {};
  for (const { item } of rows) {
    const entry = byItem.get(item);
    items[item] = { level: entry ? String(entry.level) : '', threshold: entry?.threshold == null ? '' : String(entry.threshold) };
  }
  return { tracked: view.tracked, items, reason: '' };
}

/** One row checked: its level and threshold as the server takes them, null when it is not counted, or its problems. */
function checkRow(item: StockItem, values: StockItemValues, errors: StockFormErrors): StockLevelInput | null {
  const thresholdText = values.threshold.trim();
  if (!values.level.trim()) {
    if (thresholdText) errors.thresholds[item] = THRESHOLD_NEEDS_LEVEL;
    return null;
  }
  const level = checkUnits('Level', values.level);
  if (!level.ok) errors.levels[item] = level.problem;
  const threshold = thresholdText ? checkUnits('Threshold', thresholdText) : null;
  if (threshold && !threshold.ok) errors.thresholds[item] = threshold.problem;
  if (!level.ok || (threshold && !threshold.ok)) return null;
  return { item, level: level.units, threshold: threshold ? threshold.units : null };
}

/**
 * The form checked as the server checks it (levels and thresholds whole numbers from 0 to STOCK_LEVEL_MAX, the reason
 * at most STOCK_REASON_MAX_LENGTH characters) and turned into the PUT body: with tracking on, every row with a level,
 * in the rows' order (the rows left empty are no longer counted); with tracking off, no items at all.
 */
export function checkStockForm(values: StockFormValues, rows: readonly StockRow[]): StockFormCheck {
  const errors: StockFormErrors = { levels: {}, thresholds: {} };
  const reason = values.reason.trim();
  if (reason.length > STOCK_REASON_MAX_LENGTH) errors.reason = `Reason must be at most ${STOCK_REASON_MAX_LENGTH} characters`;
  const items: StockLevelInput[] = [];
  if (values.tracked) {
    for (const { item } of rows) {
      const counted = checkRow(item, values.items[item] ?? { level: '', threshold: '' }, errors);
      if (counted) items.push(counted);
    }
  }
  const rowProblems = Object.keys(errors.levels).length + Object.keys(errors.thresholds).length > 0;
  if (values.tracked && !rowProblems && items.length === 0) errors.form = NOTHING_COUNTED;
  if (errors.form || errors.reason || rowProblems) return { ok: false, errors };
  const body: SetProductStockBody = values.tracked ? { tracked: true, items } : { tracked: false };
  return { ok: true, body: reason ? { ...body, reason } : body };
}

/** Units the product holds now, over every counted item. */
export function unitsInStock(view: ProductStockView): number {
  return view.items.reduce((sum, entry) => sum + Math.max(0, entry.level), 0);
}

/** Saving `body` would stop counting a product that holds units: the owner is asked once more first. */
export function stopsCountingStock(view: ProductStockView, body: SetProductStockBody): boolean {
  return !body.tracked && unitsInStock(view) > 0;
}
