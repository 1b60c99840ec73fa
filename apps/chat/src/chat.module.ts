import { Module } from '@nestjs/common';
import { createHealthController } from '@shop/platform';
import { ChatController } from './sessions/chat.controller';
import { ChatService } from './sessions/chat.service';

/** Chat sessions and messages (REST); the socket side comes with the realtime work. */
@Module({
  controllers: [createHealthController('chat'), ChatController],
  providers: [ChatService],
})
export class ChatModule {}
