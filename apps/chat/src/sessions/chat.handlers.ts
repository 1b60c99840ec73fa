import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ChatMessage, ChatPatterns, ChatSession, ChatSessionRequest, ChatSessionSummary, ChatStarted, ForceChatMessageRequest, MyChatRequest,
  SendChatMessageRequest, StartChatRequest,
} from '@shop/contracts';
import { ChatService } from './chat.service';

@Controller()
export class ChatHandlers {
  constructor(private readonly chat: ChatService) {}

  @MessagePattern(ChatPatterns.start)
  start(@Payload() data: StartChatRequest): Promise<ChatStarted> {
    return this.chat.start(data);
  }

  @MessagePattern(ChatPatterns.mine)
  mine(@Payload() data: MyChatRequest): Promise<ChatSession | null> {
    return this.chat.mine(data);
  }

  @MessagePattern(ChatPatterns.access)
  access(@Payload() data: ChatSessionRequest): Promise<ChatSession> {
    return this.chat.access(data);
  }

  @MessagePattern(ChatPatterns.list)
  list(): Promise<ChatSessionSummary[]> {
    return this.chat.list(false);
  }

  @MessagePattern(ChatPatterns.listActive)
  listActive(): Promise<ChatSessionSummary[]> {
    return this.chat.list(true);
  }

  @MessagePattern(ChatPatterns.join)
  join(@Payload() data: { sessionId: string }): Promise<ChatSession> {
    return this.chat.join(data.sessionId);
  }

  @MessagePattern(ChatPatterns.end)
  end(@Payload() data: { sessionId: string }): Promise<ChatSession> {
    return this.chat.end(data.sessionId);
  }

  @MessagePattern(ChatPatterns.messages)
  messages(@Payload() data: ChatSessionRequest): Promise<ChatMessage[]> {
    return this.chat.messages(data);
  }

  @MessagePattern(ChatPatterns.send)
  send(@Payload() data: SendChatMessageRequest): Promise<ChatMessage> {
    return this.chat.send(data);
  }

  @MessagePattern(ChatPatterns.force)
  force(@Payload() data: ForceChatMessageRequest): Promise<ChatStarted> {
    return this.chat.force(data);
  }
}
