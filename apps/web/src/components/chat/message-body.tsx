import type { ChatMessage } from '@shop/contracts';

/** A message's content: its text, a photo, or a voice note (with an optional caption). */
export function MessageBody({ message }: { message: ChatMessage }) {
  return (
    <>
      {message.messageType === 'image' && message.fileUrl && (
        <a href={message.fileUrl} target="_blank" rel="noreferrer">
          <img src={message.fileUrl} alt={message.fileName ?? 'Photo'} className="max-h-48 max-w-full rounded-lg" loading="lazy" />
        </a>
      )}
      {message.messageType === 'voice' && message.fileUrl && (
        <audio controls preload="none" src={message.fileUrl} className="max-w-full" aria-label="Voice note" />
      )}
      {message.message && <p className="break-words whitespace-pre-wrap">{message.message}</p>}
    </>
  );
}
