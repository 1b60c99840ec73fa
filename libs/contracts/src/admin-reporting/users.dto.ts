import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ToInt, Trim } from '../validation/transforms';
import { PagingOffset } from '../validation/field-rules';

// The shopper list's query, validated by the gateway (answers: users.ts).

/** GET /api/users (admin) */
export class UserListQueryDto {
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(254)
  search?: string;

  @IsOptional()
  @ToInt()
  @IsInt()
  @Min(1)
  @Max(500)
  limit?: number;

  @PagingOffset()
  offset?: number;
}
