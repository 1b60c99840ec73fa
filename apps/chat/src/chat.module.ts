import { Module } from '@nestjs/common';
import { createHealthController } from '@shop/platform';
import { ChatHandlers } from './sessions/chat.handlers';
import { ChatService } from './sessions/chat.service';

/** Chat sessions and messages; every gateway pushes the outbox events (chat.session-started, …) to its own sockets. */
@Module({
  controllers: [createHealthController('chat'), ChatHandlers],
  providers: [ChatService],
})
export class ChatModule {}
