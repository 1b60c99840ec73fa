import { DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { Bus, BUS } from '@shop/platform';
import { AdminAuthController } from './admin/admin-auth.controller';
import { AdminUsersController } from './admin/admin-users.controller';
import { AuditLogController } from './admin/audit-log.controller';
import { AdminGuard, ShopperGuard, UserEmailHeaderGuard } from './common/auth/guards';
import { Identity } from './common/auth/identity';
import { AuditInterceptor } from './common/http/audit.interceptor';
import { ServiceClient } from './common/service-client';
import { GATEWAY_OPTIONS, GatewayOptions } from './gateway.options';
import { HealthController } from './health/health.controller';
import { SiteConfigController } from './site-config/site-config.controller';
import { ImageUploads } from './uploads/image-uploads';
import { UsersController } from './users/users.controller';

/** The HTTP face of the shop: authenticates, validates against the contracts, calls a service, maps the answer. */
@Module({})
export class GatewayModule {
  static forRoot(bus: Bus, options: GatewayOptions): DynamicModule {
    return {
      module: GatewayModule,
      controllers: [
        HealthController, UsersController, SiteConfigController,
        AdminAuthController, AuditLogController, AdminUsersController,
      ],
      providers: [
        { provide: BUS, useValue: bus },
        { provide: GATEWAY_OPTIONS, useValue: options },
        { provide: APP_GUARD, useClass: UserEmailHeaderGuard },
        ServiceClient, Identity, AdminGuard, ShopperGuard, AuditInterceptor, ImageUploads,
      ],
    };
  }
}
