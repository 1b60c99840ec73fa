import { IsString, MaxLength, MinLength } from 'class-validator';
import { ShopEmail } from '../validation/field-rules';

// The admin sign-in body, validated by the gateway (values and answers: admins.ts).

/** POST /api/admin/login */
export class AdminLoginDto {
  @ShopEmail()
  email: string;

  @IsString()
  @MinLength(1, { message: 'password must not be empty' })
  @MaxLength(200)
  password: string;
}
