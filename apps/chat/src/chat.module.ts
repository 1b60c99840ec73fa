import { Module } from '@nestjs/common';
import { createHealthController } from '@shop/platform';

/** Sessions and messages arrive with the live-chat work; today the service answers its health check. */
@Module({
  controllers: [createHealthController('chat')],
})
export class ChatModule {}
