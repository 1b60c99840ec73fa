import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
import type { ChatMessage } from '@shop/contracts';
import { MessageBody } from '@/components/chat/message-body';

const SCROLL_DELAY_MS = 100;

type ChatMessageListProps = {
  messages: ChatMessage[];
  /** Whether a session is open (its messages may still be loading). */
  hasSession: boolean;
  supportTyping: boolean;
};

/** The conversation, kept scrolled to the latest message (docs/product/engagement.md "Visitor live chat panel"). */
export function ChatMessageList({ messages, hasSession, supportTyping }: ChatMessageListProps) {
  const listEnd = useRef<HTMLDivElement>(null);

  // Scroll to the latest message 100 ms after new ones arrive (or the panel is restored: the list mounts again).
  useEffect(() => {
    const timer = window.setTimeout(() => listEnd.current?.scrollIntoView({ block: 'end' }), SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [messages.length, supportTyping]);

  return (
    <div className="flex flex-1 flex-col gap-2 overflow-y-auto bg-paper px-3 py-3" aria-live="polite">
      {messages.length === 0 && (
        <p className="m-auto max-w-[16rem] text-center text-sm text-ink-soft">
          {hasSession ? 'Loading messages...' : 'Questions? Send us a message and our support team will reply here.'}
        </p>
      )}
      {messages.map((message) => (
        <div
          key={message.id}
          className={clsx(
            'flex max-w-[80%] flex-col gap-1 rounded-2xl px-3 py-2 text-sm',
            message.isAdmin ? 'self-start bg-white text-ink shadow-sm' : 'self-end bg-madder text-white',
          )}
        >
          {message.isAdmin && <span className="text-xs font-semibold text-ink-soft">{message.senderName}</span>}
          <MessageBody message={message} />
          <time className="self-end text-[0.65rem] opacity-70" dateTime={message.createdAt}>
            {new Date(message.createdAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
          </time>
        </div>
      ))}
      {supportTyping && <p className="text-xs text-ink-soft italic">Support is typing...</p>}
      <div ref={listEnd} />
    </div>
  );
}
