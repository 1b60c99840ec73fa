import { Body, Controller, ForbiddenException, Get, Param, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ChatPatterns, ChatTextDto, ChatViewer, ChatVisitor, MyChatRequest, StartChatDto, StartChatRequest, UuidParamDto } from '@shop/contracts';
import { AdminOnly, CurrentShopper, ShopperOnly } from '../common/auth/decorators';
import { Identity } from '../common/auth/identity';
import type { ShopperSession } from '../common/auth/shopper-session';
import { CallerLimit, CallerRateLimit } from '../common/http/caller-rate-limit';
import { RateLimit } from '../common/http/rate-limit';
import { ServiceClient } from '../common/service-client';
import { CHAT_MEDIA } from '../uploads/upload-kinds';
import { UploadService } from '../uploads/upload.service';
import { chatFileMessage } from './chat-media';

const MINUTE = 60_000;
const TOO_MANY_MESSAGES = 'You are sending messages too quickly. Please wait a minute and try again.';
/** Files into chat a minute: per session, canonical e-mail and address, so signing in again does not reset it (docs/rules.md §4). */
const FILES_PER_PERSON: CallerLimit = {
  max: 30,
  windowMs: MINUTE,
  by: 'person',
  message: 'Too many files sent. Please wait a minute and try again.',
};

/**
 * The visitor's side of live chat, and the session calls admins share (docs/product/engagement.md; docs/product/back-office.md §2.4).
 * A visitor is her shopper session: unverified, she reaches only the conversations it opened (docs/rules.md §4; the chat service decides).
 * Each write's chat-service event reaches the sockets (ChatFanout): nothing is pushed from here.
 */
@Controller('api/chat')
export class ChatController {
  constructor(
    private readonly services: ServiceClient,
    private readonly identity: Identity,
    private readonly uploads: UploadService,
  ) {}

  /** Her first message opens a waiting session; later ones join the open one `mine` names. */
  @Post('sessions')
  @ShopperOnly()
  @RateLimit(30, MINUTE, 'session', TOO_MANY_MESSAGES)
  start(@CurrentShopper() shopper: ShopperSession | undefined, @Body() input: StartChatDto) {
    return this.services.send(ChatPatterns.start, {
      visitor: visitorOf(shopper),
      message: input.message,
      userName: input.userName ?? null,
    } satisfies StartChatRequest);
  }

  @Get('sessions/mine')
  @ShopperOnly()
  mine(@CurrentShopper() shopper: ShopperSession | undefined) {
    return this.services.send(ChatPatterns.mine, { visitor: visitorOf(shopper) } satisfies MyChatRequest);
  }

  @Get('session/:id/messages')
  @ShopperOnly()
  async messages(@Req() request: FastifyRequest, @CurrentShopper() shopper: ShopperSession | undefined, @Param() params: UuidParamDto) {
    return this.services.send(ChatPatterns.messages, { sessionId: params.id, viewer: await this.viewer(request, shopper) });
  }

  @Post('session/:id/messages')
  @ShopperOnly()
  @RateLimit(30, MINUTE, 'session', TOO_MANY_MESSAGES)
  async send(
    @Req() request: FastifyRequest,
    @CurrentShopper() shopper: ShopperSession | undefined,
    @Param() params: UuidParamDto,
    @Body() input: ChatTextDto,
  ) {
    return this.services.send(ChatPatterns.send, {
      sessionId: params.id,
      viewer: await this.viewer(request, shopper),
      messageType: 'text',
      message: input.message,
    });
  }

  /** An image or a voice note into the session, by its visitor or an admin. */
  @Post('session/:id/media')
  @ShopperOnly()
  @CallerRateLimit(FILES_PER_PERSON)
  async upload(@Req() request: FastifyRequest, @CurrentShopper() shopper: ShopperSession | undefined, @Param() params: UuidParamDto) {
    const viewer = await this.viewer(request, shopper);
    // Refuse another's or an ended session before anything is stored.
    await this.services.send(ChatPatterns.access, { sessionId: params.id, viewer, open: true });
    return this.uploads.save(request, CHAT_MEDIA, (form) =>
      this.services.send(ChatPatterns.send, { sessionId: params.id, viewer, ...chatFileMessage(form) }),
    );
  }

  @Post('session/:id/join')
  @AdminOnly()
  join(@Param() params: UuidParamDto) {
    return this.services.send(ChatPatterns.join, { sessionId: params.id });
  }

  @Post('session/:id/end')
  @AdminOnly()
  end(@Param() params: UuidParamDto) {
    return this.services.send(ChatPatterns.end, { sessionId: params.id });
  }

  /** An admin sees every session; anyone else what her shopper session may see. */
  private async viewer(request: FastifyRequest, shopper: ShopperSession | undefined): Promise<ChatViewer> {
    if (await this.identity.adminOf(request)) return { admin: true, email: null };
    return { admin: false, ...visitorOf(shopper) };
  }
}

function visitorOf(shopper: ShopperSession | undefined): ChatVisitor {
  if (!shopper) throw new ForbiddenException('Sign in with your e-mail to chat with us');
  return { email: shopper.email, sessionId: shopper.sessionId, verified: shopper.verified };
}
