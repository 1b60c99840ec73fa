import { IsUUID } from 'class-validator';
import { ShopEmail } from './field-rules';

/** A path holding a shopper's e-mail: /api/users/{email}/... */
export class EmailParamDto {
  @ShopEmail()
  email: string;
}

export class UuidParamDto {
  @IsUUID('all', { message: 'id must be a valid id' })
  id: string;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids: anything else names nothing (services answer 404 without asking the database). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}
