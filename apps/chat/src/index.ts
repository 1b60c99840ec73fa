import { PlatformTables1763784000000, ServiceDefinition } from '@shop/platform';
import { ChatModule } from './chat.module';

export const chatService: ServiceDefinition = {
  name: 'chat',
  module: ChatModule,
  entities: [],
  migrations: [PlatformTables1763784000000],
};
