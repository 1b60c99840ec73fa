import { PlatformTables1763784000000, ServiceDefinition } from '@shop/platform';
import { CommerceModule } from './commerce.module';

export const commerceService: ServiceDefinition = {
  name: 'commerce',
  module: CommerceModule,
  entities: [],
  migrations: [PlatformTables1763784000000],
};
