import { IsUUID } from 'class-validator';
import { ShopEmail } from './validation/field-rules';

/** A path holding a shopper's e-mail: /api/users/{email}/... */
export class EmailParamDto {
  @ShopEmail()
  email: string;
}

export class UuidParamDto {
  @IsUUID('all', { message: 'id must be a valid id' })
  id: string;
}
