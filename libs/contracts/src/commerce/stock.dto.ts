import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, ValidateNested } from 'class-validator';
import { isUuid } from '../params';
import { PagingLimit, Rule, Text } from '../validation/field-rules';
import { isStockItem, STOCK_REASON_MAX_LENGTH, type StockItem, unitsProblem } from './stock';

/** A product has a handful of stock items (itself, three pan sizes, its variants): more is not a real product. */
export const STOCK_ITEMS_MAX = 200;

const StockItemField = () => Rule('isStockItem', (value) => (isStockItem(value) ? null : 'item must be product, half, full, grande or a variant id'));

const Units = (field: string, min = 0) => Rule('isUnits', (value) => unitsProblem(field, value, min));

/** One item's level as the owner sets it (a correction in the ledger when it changes). */
export class StockItemInputDto {
  @StockItemField()
  item!: StockItem;

  @Units('level')
  level!: number;

  /** Absent or null: the shop's default low-stock threshold. */
  @IsOptional()
  @Units('threshold')
  threshold?: number | null;
}

/**
 * PUT /api/admin/products/{id}/stock: whether the product tracks stock and, when it does, every counted item's level.
 * An item left out is no longer counted; `tracked: false` counts none.
 */
export class SetProductStockDto {
  @Rule('isFlag', (value) => (typeof value === 'boolean' ? null : 'tracked must be true or false'))
  tracked!: boolean;

  @IsOptional()
  @IsArray({ message: 'items must be a list' })
  @ArrayMaxSize(STOCK_ITEMS_MAX, { message: `items must hold at most ${STOCK_ITEMS_MAX} entries` })
  @ValidateNested({ each: true })
  @Type(() => StockItemInputDto)
  items?: StockItemInputDto[];

  @IsOptional()
  @Text(STOCK_REASON_MAX_LENGTH)
  reason?: string;
}

/** POST /api/admin/products/{id}/stock/restock: units added to one counted item. */
export class RestockDto {
  @StockItemField()
  item!: StockItem;

  @Units('quantity', 1)
  quantity!: number;

  @IsOptional()
  @Text(STOCK_REASON_MAX_LENGTH)
  reason?: string;
}

/** The most ledger rows one page shows (GET /api/admin/products/{id}/stock/movements?limit=, 100 by default). */
export const STOCK_MOVEMENTS_MAX = 500;
export const STOCK_MOVEMENTS_DEFAULT = 100;

/** GET /api/admin/products/{id}/stock/movements?limit= */
export class StockMovementsQueryDto {
  @PagingLimit(STOCK_MOVEMENTS_MAX)
  limit?: number;
}

/** POST /api/stock/notify-when-back: which sold-out item she wants to hear about. */
export class NotifyWhenBackDto {
  @Rule('isProductId', (value) => (typeof value === 'string' && isUuid(value) ? null : 'productId must be a product id'))
  productId!: string;

  @StockItemField()
  item!: StockItem;
}
