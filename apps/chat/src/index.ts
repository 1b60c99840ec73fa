import { PlatformTables1763784000000, ServiceDefinition } from '@shop/platform';
import { ChatModule } from './chat.module';
import { Chat1763791000000 } from './migrations/1763791000000-chat';

export const chatService: ServiceDefinition = {
  name: 'chat',
  module: ChatModule,
  entities: [],
  migrations: [PlatformTables1763784000000, Chat1763791000000],
};
