import { IsIn } from 'class-validator';
import { Optional, Rule } from '../validation/field-rules';
import { Trim } from '../validation/transforms';
import { MAX_UPLOAD_BYTES } from '../uploads';
import { CHAT_FILE_NAME_MAX_LENGTH, CHAT_MESSAGE_TYPES, CHAT_USER_NAME_MAX_LENGTH, ChatMessageType, chatMessageProblem } from './chat';

// The chat's request bodies, validated by the gateway (values and answers: chat.ts).

const IsChatText = () => Rule('isChatMessage', chatMessageProblem);

/** POST /api/chat/sessions. */
export class StartChatDto {
  @Trim()
  @IsChatText()
  message: string;

  @Optional()
  @Trim()
  @Rule('isChatUserName', (value) => {
    if (value === null || value === '') return null;
    if (typeof value !== 'string') return 'userName must be text';
    if (value.length > CHAT_USER_NAME_MAX_LENGTH) return `userName must be at most ${CHAT_USER_NAME_MAX_LENGTH} characters`;
    return null;
  })
  userName?: string | null;
}

/** POST /api/chat/session/{id}/messages and POST /api/admin/chat/force-message/{email}. */
export class ChatTextDto {
  @Trim()
  @IsChatText()
  message: string;
}

/** POST /api/admin/chat/session/{sessionId}/message: a text, or a file already stored under /uploads/chat/. */
export class AdminChatMessageDto {
  @Optional()
  @Trim()
  @Rule('isChatCaption', (value) => (value === null || value === '' ? null : chatMessageProblem(value)))
  message?: string | null;

  /** text, image or voice; or media, an image or a voice note told apart by the file (docs/product/engagement.md §3). */
  @Optional()
  @IsIn([...CHAT_MESSAGE_TYPES, 'media'], { message: 'messageType must be text, media, image or voice' })
  messageType?: ChatMessageType | 'media';

  @Optional()
  @Rule('isChatFileUrl', (value) =>
    value === null || (typeof value === 'string' && /^\/uploads\/chat\/[a-z0-9-]+\.[a-z0-9]+$/i.test(value))
      ? null
      : 'fileUrl must be the address of a chat upload (/uploads/chat/…)',
  )
  fileUrl?: string | null;

  @Optional()
  @Trim()
  @Rule('isChatFileName', (value) =>
    value === null || (typeof value === 'string' && value.length <= CHAT_FILE_NAME_MAX_LENGTH)
      ? null
      : `fileName must be text of at most ${CHAT_FILE_NAME_MAX_LENGTH} characters`,
  )
  fileName?: string | null;

  @Optional()
  @Rule('isChatFileSize', (value) =>
    value === null || (Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_UPLOAD_BYTES)
      ? null
      : `fileSize must be a whole number of bytes, at most ${MAX_UPLOAD_BYTES}`,
  )
  fileSize?: number | null;

  @Optional()
  @Rule('isChatFileDuration', (value) =>
    value === null || (typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 86_400)
      ? null
      : 'fileDuration must be a number of seconds',
  )
  fileDuration?: number | null;

  /** Sent by the admin client; replies are always stored as the support team's. */
  @Optional()
  @Rule('isTrue', (value) => (value === true ? null : 'isAdmin must be true'))
  isAdmin?: true;
}
