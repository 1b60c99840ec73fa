import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { SALE_TYPES, SALES_RANGE_DAY_ALIASES, SALES_RANGES, salesRangeOf, SalesRange, SaleType } from './sales';

// The Sales Overview Dashboard's query, validated by the gateway (answers: sales.ts).

/** GET /api/admin/sales-overview?range=&saleType= */
export class SalesOverviewQueryDto {
  /** 24h, 7d, 30d, 90d or all; the day counts 1, 7, 30 and 90 are the same ranges. */
  @Transform(({ value }) => salesRangeOf(value))
  @IsOptional()
  @IsIn(SALES_RANGES, { message: `range must be one of: ${[...SALES_RANGES, ...Object.keys(SALES_RANGE_DAY_ALIASES)].join(', ')}` })
  range?: SalesRange;

  @IsOptional()
  @IsIn(SALE_TYPES)
  saleType?: SaleType;
}
