import type { KeyboardEvent } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { MediaButtons } from '@/components/chat/media-buttons';

type ChatComposerProps = {
  text: string;
  /** Waiting for support with messages already sent: no more until an agent accepts. */
  waitingWithMessages: boolean;
  sending: boolean;
  /** Media go into an open session only. */
  canSendMedia: boolean;
  onChange: (value: string) => void;
  onSend: () => void;
  onMedia: (file: File, durationSeconds?: number) => void;
};

/** The message box, its send button and the media buttons. */
export function ChatComposer({ text, waitingWithMessages, sending, canSendMedia, onChange, onSend, onMedia }: ChatComposerProps) {
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSend();
    }
  }

  return (
    <div className="flex flex-col gap-2 border-t border-line p-3">
      <div className="flex items-end gap-2">
        <label htmlFor="chat-input" className="sr-only">
          Message
        </label>
        <textarea
          id="chat-input"
          data-testid="chat-input"
          rows={2}
          value={text}
          disabled={waitingWithMessages}
          placeholder={waitingWithMessages ? 'Waiting for support...' : 'Type your message...'}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          className="min-h-11 flex-1 resize-none rounded-xl border border-line bg-white px-3 py-2 text-sm text-ink focus-ring disabled:bg-paper-deep"
        />
        <Button data-testid="chat-send" size="sm" busy={sending} disabled={waitingWithMessages || sending || !text.trim()} onClick={onSend}>
          Send
        </Button>
      </div>
      {canSendMedia && <MediaButtons disabled={waitingWithMessages} busy={sending} onFile={onMedia} />}
    </div>
  );
}
