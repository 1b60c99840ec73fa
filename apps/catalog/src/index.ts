import { PlatformTables1763784000000, ServiceDefinition } from '@shop/platform';
import { CatalogModule } from './catalog.module';
import { Initial1763785000000 } from './migrations/1763785000000-initial';
import { SiteConfigEntity } from './site-config/site-config.entity';

export const catalogService: ServiceDefinition = {
  name: 'catalog',
  module: CatalogModule,
  entities: [SiteConfigEntity],
  migrations: [PlatformTables1763784000000, Initial1763785000000],
};
