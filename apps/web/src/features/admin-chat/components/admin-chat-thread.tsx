import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH, type ChatMessage, type ChatSession } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { adminChatKeys, sendAdminMedia, sendAdminReply, withMessage } from '../api/admin-chat-api';
import { MediaButtons } from '@/components/chat/media-buttons';
import { MessageBody } from '@/components/chat/message-body';
import { displayName } from './status-marker';

type AdminChatThreadProps = {
  session: ChatSession;
  messages: ChatMessage[];
  loading: boolean;
  /** The visitor is typing (from the socket). */
  typing: boolean;
  onTyping: (isTyping: boolean) => void;
  /** Quick-reply presets put into the reply box (the quick panel). */
  presets?: readonly { label: string; text: string }[];
  className?: string;
};

/** A session's thread and reply box: admin messages right in purple, the visitor's left with her name. */
export function AdminChatThread({ session, messages, loading, typing, onTyping, presets, className }: AdminChatThreadProps) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  const ended = session.status === 'ended';

  // Another session chosen: its reply box starts empty (reset while rendering, not in an effect after it).
  const [textSession, setTextSession] = useState(session.id);
  if (textSession !== session.id) {
    setTextSession(session.id);
    setText('');
  }
  useEffect(() => {
    const timer = window.setTimeout(() => end.current?.scrollIntoView({ block: 'end' }), 100);
    return () => window.clearTimeout(timer);
  }, [messages.length, typing, session.id]);

  function added(message: ChatMessage) {
    queryClient.setQueryData<ChatMessage[]>(adminChatKeys.messages(session.id), (list) => withMessage(list, message));
    void queryClient.invalidateQueries({ queryKey: adminChatKeys.all, predicate: (q) => q.queryKey[2] !== 'messages' });
  }

  async function send() {
    const message = text.trim();
    if (!message || sending || ended) return;
    setSending(true);
    try {
      added(await sendAdminReply(session.id, message));
      setText('');
      onTyping(false);
      toast({ title: 'Message Sent', description: 'Reply delivered successfully.', variant: 'success' });
    } catch (error) {
      toast({ title: 'Error', description: getErrorMessage(error, 'Failed to send the message.'), variant: 'destructive' });
    } finally {
      setSending(false);
    }
  }

  async function sendMedia(file: File, durationSeconds?: number) {
    if (sending || ended) return;
    setSending(true);
    try {
      added(await sendAdminMedia(session.id, file, durationSeconds));
      toast({ title: 'Media Sent', description: file.type.startsWith('image/') ? 'Photo delivered.' : 'Voice note delivered.', variant: 'success' });
    } catch (error) {
      toast({ title: 'Error', description: getErrorMessage(error, 'Failed to send the media.'), variant: 'destructive' });
    } finally {
      setSending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  }

  return (
    <div className={clsx('flex min-h-0 flex-col', className)}>
      <div
        data-testid="admin-chat-messages"
        className="flex min-h-48 flex-1 flex-col gap-2 overflow-y-auto rounded-xl bg-paper p-3"
        aria-live="polite"
      >
        {loading && messages.length === 0 && <p className="m-auto text-sm text-ink-soft">Loading messages...</p>}
        {!loading && messages.length === 0 && <p className="m-auto text-sm text-ink-soft">No messages yet.</p>}
        {messages.map((message) => (
          <div
            key={message.id}
            data-testid={message.isAdmin ? 'admin-chat-message-admin' : 'admin-chat-message-user'}
            className={clsx(
              'flex max-w-[80%] flex-col gap-1 rounded-2xl px-3 py-2 text-sm',
              message.isAdmin ? 'self-end bg-purple-600 text-white' : 'self-start bg-white text-ink shadow-sm',
            )}
          >
            {!message.isAdmin && <span className="text-xs font-semibold text-ink-soft">{message.senderName}</span>}
            <MessageBody message={message} />
            <time className="self-end text-[0.65rem] opacity-70" dateTime={message.createdAt}>
              {new Date(message.createdAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
            </time>
          </div>
        ))}
        {typing && !ended && (
          <p data-testid="admin-chat-typing" className="text-xs text-ink-soft italic">
            {displayName(session)} is typing...
          </p>
        )}
        <div ref={end} />
      </div>

      {ended ? (
        <p className="mt-3 text-center text-sm font-medium text-ink-soft">This chat session has ended</p>
      ) : (
        <div className="mt-3 flex flex-col gap-2">
          {presets && (
            <div className="flex flex-wrap gap-1.5" aria-label="Quick replies">
              {presets.map((preset) => (
                <Button key={preset.label} size="sm" variant="secondary" onClick={() => setText(preset.text)}>
                  {preset.label}
                </Button>
              ))}
            </div>
          )}
          <div className="flex items-end gap-2">
            <label htmlFor={`admin-chat-input-${session.id}`} className="sr-only">
              Reply
            </label>
            <textarea
              id={`admin-chat-input-${session.id}`}
              data-testid="admin-chat-input"
              rows={2}
              value={text}
              maxLength={CHAT_MESSAGE_MAX_LENGTH}
              placeholder="Type your reply... (Shift+Enter for a new line)"
              onChange={(event) => {
                setText(event.target.value);
                onTyping(event.target.value.trim() !== '');
              }}
              onKeyDown={onKeyDown}
              className="min-h-11 flex-1 resize-y rounded-xl border border-line bg-white px-3 py-2 text-sm text-ink focus-ring"
            />
            <Button data-testid="admin-chat-send" busy={sending} disabled={!text.trim()} onClick={() => void send()}>
              Send
            </Button>
          </div>
          <MediaButtons disabled={false} busy={sending} onFile={(f, d) => void sendMedia(f, d)} />
        </div>
      )}
    </div>
  );
}
