import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ToInt, Trim } from '../validation/transforms';

// The shopper list's query, validated by the gateway (answers: users.ts).

/** GET /api/users (admin) */
export class UserListQueryDto {
  @IsOptional() @Trim() @IsString() @MaxLength(254)
  search?: string;

  @IsOptional() @ToInt() @IsInt() @Min(1) @Max(500)
  limit?: number;

  @IsOptional() @ToInt() @IsInt() @Min(0)
  offset?: number;
}
