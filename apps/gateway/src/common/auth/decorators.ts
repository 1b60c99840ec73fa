import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata, UseGuards, UseInterceptors } from '@nestjs/common';
import { AuditInterceptor } from '../http/audit.interceptor';
import { AdminGuard, SHOPPER_OPTIONS, ShopperGuard, ShopperOptions, ShopperRequest } from './guards';
import type { ShopperSession } from './shopper-session';

/** Admin-only; every write through it lands in the audit log. */
export const AdminOnly = () => applyDecorators(UseGuards(AdminGuard), UseInterceptors(AuditInterceptor));

/** Signed-in shoppers acting on their own data (or admins). */
export const ShopperOnly = (options: ShopperOptions = {}) => applyDecorators(SetMetadata(SHOPPER_OPTIONS, options), UseGuards(ShopperGuard));

/** The session ShopperGuard accepted (undefined when an admin called). */
export const CurrentShopper = createParamDecorator(
  (_: unknown, context: ExecutionContext): ShopperSession | undefined => context.switchToHttp().getRequest<ShopperRequest>().shopper,
);
