import { IsIn, IsOptional } from 'class-validator';

/** POST /api/admin/products/import?dryRun=true: list the changes and problems, write nothing. */
export class ProductCsvImportQueryDto {
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'dryRun must be true or false' })
  dryRun?: 'true' | 'false';
}
