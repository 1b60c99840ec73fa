import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type BusAnswer,
  ChatPatterns,
  ChatSessionIdRequest,
  ChatSessionRequest,
  ForceChatMessageRequest,
  MyChatRequest,
  SendChatMessageRequest,
  StartChatRequest,
} from '@shop/contracts';
import { ChatService } from './chat.service';

@Controller()
export class ChatHandlers {
  constructor(private readonly chat: ChatService) {}

  @MessagePattern(ChatPatterns.start)
  start(@Payload() data: StartChatRequest): Promise<BusAnswer<typeof ChatPatterns.start>> {
    return this.chat.start(data);
  }

  @MessagePattern(ChatPatterns.mine)
  mine(@Payload() data: MyChatRequest): Promise<BusAnswer<typeof ChatPatterns.mine>> {
    return this.chat.mine(data);
  }

  @MessagePattern(ChatPatterns.access)
  access(@Payload() data: ChatSessionRequest): Promise<BusAnswer<typeof ChatPatterns.access>> {
    return this.chat.access(data);
  }

  @MessagePattern(ChatPatterns.list)
  list(): Promise<BusAnswer<typeof ChatPatterns.list>> {
    return this.chat.list(false);
  }

  @MessagePattern(ChatPatterns.listActive)
  listActive(): Promise<BusAnswer<typeof ChatPatterns.listActive>> {
    return this.chat.list(true);
  }

  @MessagePattern(ChatPatterns.join)
  join(@Payload() data: ChatSessionIdRequest): Promise<BusAnswer<typeof ChatPatterns.join>> {
    return this.chat.join(data.sessionId);
  }

  @MessagePattern(ChatPatterns.end)
  end(@Payload() data: ChatSessionIdRequest): Promise<BusAnswer<typeof ChatPatterns.end>> {
    return this.chat.end(data.sessionId);
  }

  @MessagePattern(ChatPatterns.messages)
  messages(@Payload() data: ChatSessionRequest): Promise<BusAnswer<typeof ChatPatterns.messages>> {
    return this.chat.messages(data);
  }

  @MessagePattern(ChatPatterns.send)
  send(@Payload() data: SendChatMessageRequest): Promise<BusAnswer<typeof ChatPatterns.send>> {
    return this.chat.send(data);
  }

  @MessagePattern(ChatPatterns.force)
  force(@Payload() data: ForceChatMessageRequest): Promise<BusAnswer<typeof ChatPatterns.force>> {
    return this.chat.force(data);
  }
}
