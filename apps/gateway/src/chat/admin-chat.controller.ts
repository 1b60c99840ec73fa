import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { IsUUID } from 'class-validator';
import { AdminChatMessageDto, ChatPatterns, ChatTextDto, EmailParamDto } from '@shop/contracts';
import { AdminOnly } from '../common/auth/decorators';
import { ServiceClient } from '../common/service-client';

export class ChatSessionIdParamDto {
  @IsUUID('all', { message: 'sessionId must be a valid id' })
  sessionId: string;
}

/** The Live Chat Administration screen and the quick-reply panel (docs/product/back-office.md §2.4, the Chat calls). */
@Controller('api/admin/chat')
@AdminOnly()
export class AdminChatController {
  constructor(private readonly services: ServiceClient) {}

  @Get('sessions')
  sessions() {
    return this.services.send(ChatPatterns.list);
  }

  @Get('active-sessions')
  activeSessions() {
    return this.services.send(ChatPatterns.listActive);
  }

  /** A reply as the support team: a text, or a file already uploaded under /uploads/chat/. */
  @Post('session/:sessionId/message')
  reply(@Param() params: ChatSessionIdParamDto, @Body() input: AdminChatMessageDto) {
    return this.services.send(ChatPatterns.send, {
      sessionId: params.sessionId,
      viewer: { admin: true, email: null },
      messageType: input.messageType ?? (input.fileUrl ? 'image' : 'text'),
      message: input.message ?? null,
      fileUrl: input.fileUrl ?? null,
      fileName: input.fileName ?? null,
      fileSize: input.fileSize ?? null,
      fileDuration: input.fileDuration ?? null,
    });
  }

  /** Writes to a shopper first: her open session, or a new active one. */
  @Post('force-message/:email')
  force(@Param() params: EmailParamDto, @Body() input: ChatTextDto) {
    return this.services.send(ChatPatterns.force, { email: params.email, message: input.message });
  }
}
