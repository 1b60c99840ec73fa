import { PlatformTables1763784000000, ServiceDefinition } from '@shop/platform';
import { ChatModule } from './chat.module';
import { Chat1763791000000 } from './migrations/1763791000000-chat';
import { ChatSessionOpeners1764110000000 } from './migrations/1764110000000-chat-session-openers';

export const chatService: ServiceDefinition = {
  name: 'chat',
  module: ChatModule,
  entities: [],
  migrations: [PlatformTables1763784000000, Chat1763791000000, ChatSessionOpeners1764110000000],
};
