import { IsIn, IsOptional } from 'class-validator';
import { SALE_TYPES, SALES_RANGES, SalesRange, SaleType } from './sales';

// The Sales Overview Dashboard's query, validated by the gateway (answers: sales.ts).

/** GET /api/admin/sales-overview?range=&saleType= */
export class SalesOverviewQueryDto {
  @IsOptional() @IsIn(SALES_RANGES)
  range?: SalesRange;

  @IsOptional() @IsIn(SALE_TYPES)
  saleType?: SaleType;
}
