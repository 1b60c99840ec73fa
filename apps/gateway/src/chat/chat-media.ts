import { CHAT_FILE_NAME_MAX_LENGTH } from '@shop/contracts';
import type { UploadedForm } from '../uploads/upload.service';

const MAX_DURATION_SECONDS = 86_400;
const MAX_CAPTION_LENGTH = 4_000;

export interface ChatFileMessage {
  messageType: 'image' | 'voice';
  fileUrl: string;
  fileName: string | null;
  fileSize: number;
  fileDuration: number | null;
  /** A caption sent in the form's `message` field, if any. */
  message: string | null;
}

/**
 * A chat message made of the file that `UploadService.save(request, CHAT_MEDIA, …)`
 * checked and stored (an image re-encoded, or a voice note as sent), with the
 * name it was sent under, a voice note's `fileDuration` and an optional caption.
 */
export function chatFileMessage({ files: [file], fields }: UploadedForm): ChatFileMessage {
  const duration = Number(fields.fileDuration ?? fields.duration);
  const caption = fields.message?.trim();
  return {
    messageType: file.media,
    fileUrl: file.url,
    fileName: cleanName(file.name),
    fileSize: file.size,
    fileDuration: file.media === 'voice' && Number.isFinite(duration) && duration >= 0 && duration <= MAX_DURATION_SECONDS ? duration : null,
    message: caption ? caption.slice(0, MAX_CAPTION_LENGTH) : null,
  };
}

function cleanName(name: string | null): string | null {
  // A file name's control characters are what this strips.
  // eslint-disable-next-line no-control-regex
  const controls = /[\u0000-\u001f\u007f]/g;
  const base = (name ?? '').split(/[\\/]/).pop()!.replace(controls, '').trim();
  return base ? base.slice(0, CHAT_FILE_NAME_MAX_LENGTH) : null;
}
