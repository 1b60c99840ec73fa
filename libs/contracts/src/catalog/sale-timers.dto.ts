import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, isISO8601 } from 'class-validator';
import { ReadOnlyField, Trim } from '../validation/transforms';
import { allOf, Rule } from '../validation/field-rules';
import {
  SALE_TIMER_CATEGORIES,
  SALE_TIMER_CATEGORY_LIST,
  SALE_TIMER_DESCRIPTION_MAX_LENGTH,
  SALE_TIMER_DISCOUNT_MAX,
  SALE_TIMER_DISCOUNT_MIN,
  SALE_TIMER_MAX_TARGETS,
  SALE_TIMER_NAME_MAX_LENGTH,
  SALE_TIMER_TYPES,
  SaleTimerType,
} from './sale-timers';

// Sale timers' request bodies, validated by the gateway (values, answers and the rules across fields: sale-timers.ts).

const TYPE_LIST = SALE_TIMER_TYPES.join(', ');
const PRODUCT_ID_MAX_LENGTH = 100;

/** A date and time to the minute, optionally seconds and fractions, optionally a zone: 2025-11-28T09:00:00Z. */
const INSTANT_SHAPE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})?$/;

// One rule per field (field-rules.ts, Rule), answering one message that says what is wrong.

const IsTimerName = () =>
  Rule('isTimerName', (value) => {
    if (value === undefined || value === null || value === '') return 'name is required';
    if (typeof value !== 'string') return 'name must be text';
    if (value.length > SALE_TIMER_NAME_MAX_LENGTH) return `name must be at most ${SALE_TIMER_NAME_MAX_LENGTH} characters`;
    return null;
  });

const IsTimerDiscount = () =>
  Rule('isTimerDiscount', (value) => {
    if (value === undefined || value === null) return 'discountPercentage is required: a whole number from 1 to 90';
    if (typeof value !== 'number' || !Number.isInteger(value)) return 'discountPercentage must be a whole number from 1 to 90';
    if (value < SALE_TIMER_DISCOUNT_MIN || value > SALE_TIMER_DISCOUNT_MAX) return 'discountPercentage must be between 1 and 90';
    return null;
  });

/** An ISO 8601 date and time that exists on the calendar (no 30 February). */
export const IsInstant = (field: string) =>
  Rule('isInstant', (value) =>
    typeof value === 'string' && INSTANT_SHAPE.test(value) && isISO8601(value, { strict: true })
      ? null
      : `${field} must be an ISO 8601 date and time, e.g. 2025-11-28T09:00:00Z`,
  );

const DAY_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * IsInstant, or a plain day (2025-11-28), which is read as 00:00 UTC of that day and passed on as that instant
 * (2025-11-28T00:00:00Z), so the services only ever see full instants.
 */
export const IsInstantOrDay = (field: string) =>
  allOf(
    Transform(({ value }) => (typeof value === 'string' && DAY_SHAPE.test(value) ? `${value}T00:00:00Z` : value)),
    Rule('isInstantOrDay', (value) =>
      typeof value === 'string' && INSTANT_SHAPE.test(value) && isISO8601(value, { strict: true })
        ? null
        : `${field} must be an ISO 8601 date (read as 00:00 UTC) or date and time, e.g. 2025-11-28 or 2025-11-28T09:00:00Z`,
    ),
  );

const IsSaleType = () =>
  Rule('isSaleType', (value) => ((SALE_TIMER_TYPES as readonly unknown[]).includes(value) ? null : `saleType must be one of: ${TYPE_LIST}`));

const IsDescription = () =>
  Rule('isDescription', (value) => {
    if (value === null || value === undefined) return null;
    if (typeof value !== 'string') return 'description must be text';
    if (value.length > SALE_TIMER_DESCRIPTION_MAX_LENGTH) return `description must be at most ${SALE_TIMER_DESCRIPTION_MAX_LENGTH} characters`;
    return null;
  });

const IsCategoryList = () =>
  Rule('isCategoryList', (value) => {
    if (!Array.isArray(value)) return `targetCategories must be a list of categories: ${SALE_TIMER_CATEGORY_LIST}`;
    if (value.some((c) => !(SALE_TIMER_CATEGORIES as readonly unknown[]).includes(c))) {
      return `targetCategories must each be one of: ${SALE_TIMER_CATEGORY_LIST}`;
    }
    if (new Set(value).size !== value.length) return 'targetCategories must not repeat a category';
    return null;
  });

const IsProductIdList = () =>
  Rule('isProductIdList', (value) => {
    if (!Array.isArray(value)) return 'targetProductIds must be a list of product ids';
    if (value.length > SALE_TIMER_MAX_TARGETS) return `targetProductIds must hold at most ${SALE_TIMER_MAX_TARGETS} ids`;
    if (value.some((id) => typeof id !== 'string')) return 'targetProductIds must each be a product id (text)';
    if (value.some((id) => id === '')) return 'targetProductIds must not hold an empty id';
    if (value.some((id) => id.length > PRODUCT_ID_MAX_LENGTH)) return `targetProductIds must each be at most ${PRODUCT_ID_MAX_LENGTH} characters`;
    if (new Set(value).size !== value.length) return 'targetProductIds must not repeat an id';
    return null;
  });

const TrimEach = () => Transform(({ value }) => (Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim() : v)) : value));

/**
 * The fields shared by create and update. Each field is checked on its own
 * here; the rules across fields (end after start, the target list that goes
 * with the sale type) are `saleTimerProblem` (rules/sale-timer-rules.ts), checked by the catalog on the
 * timer as it would be stored.
 */
class SaleTimerFields {
  @IsOptional()
  @IsDescription()
  description?: string | null;

  @IsOptional()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;

  /** Only for the category type; omitted, null or [] for the others. */
  @IsOptional()
  @IsCategoryList()
  targetCategories?: string[] | null;

  /** Only for the specific type; omitted, null or [] for the others. Ids are trimmed. */
  @IsOptional()
  @TrimEach()
  @IsProductIdList()
  targetProductIds?: string[] | null;
}

/** POST /api/sale-timers (docs/product/back-office.md §3 "Sale timer", §5 "Sale timer": name, discount, start, end and type required). */
export class CreateSaleTimerDto extends SaleTimerFields {
  @Trim()
  @IsTimerName()
  name: string;

  @IsTimerDiscount()
  discountPercentage: number;

  @IsInstant('startTime')
  startTime: string;

  @IsInstant('endTime')
  endTime: string;

  @IsSaleType()
  saleType: SaleTimerType;
}

/** PATCH /api/sale-timers/{id}: any of the fields; switching saleType clears the other type's targets. */
export class UpdateSaleTimerDto extends SaleTimerFields {
  @IsOptional()
  @Trim()
  @IsTimerName()
  name?: string;

  @IsOptional()
  @IsTimerDiscount()
  discountPercentage?: number;

  @IsOptional()
  @IsInstant('startTime')
  startTime?: string;

  @IsOptional()
  @IsInstant('endTime')
  endTime?: string;

  @IsOptional()
  @IsSaleType()
  saleType?: SaleTimerType;

  /** Answered fields sent back with the timer as fetched are dropped, never changed. */
  @ReadOnlyField() id?: never;
  @ReadOnlyField() isCurrentlyActive?: never;
  @ReadOnlyField() createdAt?: never;
  @ReadOnlyField() updatedAt?: never;
}

/** What travels to catalog.sale-timer.update. */
export interface UpdateSaleTimerRequest {
  id: string;
  changes: UpdateSaleTimerDto;
}
