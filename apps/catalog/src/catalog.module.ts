import { Module } from '@nestjs/common';
import { createHealthController } from '@shop/platform';
import { SiteConfigController } from './site-config/site-config.controller';
import { SiteConfigService } from './site-config/site-config.service';

@Module({
  controllers: [createHealthController('catalog'), SiteConfigController],
  providers: [SiteConfigService],
})
export class CatalogModule {}
