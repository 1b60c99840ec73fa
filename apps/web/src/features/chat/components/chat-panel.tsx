import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  ChatSocketEvents,
  type ChatMessage,
  type ChatSession,
  type ChatStatus,
} from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/use-toast';
import { useServerSession } from '@/features/auth/api/get-session';
import { getErrorMessage } from '@/lib/api-client';
import {
  chatKeys,
  sendChatMedia,
  sendChatMessage,
  startChat,
  useChatMessages,
  useMySession,
  withMessage,
} from '../api/chat-api';
import { useChatSocket } from '../lib/chat-socket';
import { EarlierDataHint } from '@/features/auth/components/earlier-data-hint';
import { MediaButtons } from '@/components/chat/media-buttons';
import { MessageBody } from '@/components/chat/message-body';

const TYPING_CLEAR_MS = 2000;
const SCROLL_DELAY_MS = 100;

type ChatPanelProps = {
  email: string;
  minimised: boolean;
  onMinimise: () => void;
  onRestore: () => void;
  onClose: () => void;
};

function StatusBadge({ status }: { status: ChatStatus }) {
  return (
    <span
      data-testid="chat-status"
      className={clsx(
        'rounded-full px-2 py-0.5 text-xs font-semibold',
        status === 'active' && 'bg-green-700 text-white',
        status === 'waiting' && 'bg-yellow-300 text-ink',
        status === 'ended' && 'bg-red-600 text-white',
      )}
    >
      {status === 'active' ? 'Active' : status === 'waiting' ? 'Waiting' : 'Ended'}
    </span>
  );
}

/** Whether support is there right now (docs/product/engagement.md §4: admin_availability_changed updates availability). */
function SupportAvailability({ available }: { available: boolean }) {
  return (
    <p
      role="status"
      data-testid="chat-availability"
      data-available={available}
      className="flex items-center gap-2 border-b border-line bg-white px-4 py-1.5 text-xs text-ink-soft"
    >
      <span aria-hidden="true" className={clsx('size-2 shrink-0 rounded-full', available ? 'bg-green-500' : 'bg-ink-soft/50')} />
      <span>
        <strong className="font-semibold text-ink">{available ? 'Support is online' : 'Support is offline'}</strong>
        {!available && " — leave a message and we'll reply here."}
      </span>
    </p>
  );
}

/** The visitor's live chat panel (docs/product/engagement.md "Visitor live chat panel", §4, §5). */
export function ChatPanel({ email, minimised, onMinimise, onRestore, onClose }: ChatPanelProps) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<ChatSession | null>(null);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [supportTyping, setSupportTyping] = useState(false);
  /** Whether an admin is connected (admin_availability_changed); null until the socket says. */
  const [supportAvailable, setSupportAvailable] = useState<boolean | null>(null);
  const typingTimer = useRef<number | undefined>(undefined);
  const lastTypingSent = useRef(0);
  const listEnd = useRef<HTMLDivElement>(null);
  // An unverified session sees only the chats it opened (docs/rules.md §4).
  const serverSession = useServerSession();
  const verified = serverSession.data?.verified === true;

  const ended = session?.status === 'ended';
  const socket = useChatSocket(
    true,
    session && !ended ? { sessionId: session.id, isAdmin: false, userName: session.userName, userEmail: email } : null,
    {
      [ChatSocketEvents.newMessage]: ({ data }) => {
        const message = data as ChatMessage | undefined;
        if (message?.id && message.sessionId === session?.id) {
          queryClient.setQueryData<ChatMessage[]>(chatKeys.messages(message.sessionId), (list) => withMessage(list, message));
          if (message.isAdmin) setSupportTyping(false);
        }
      },
      [ChatSocketEvents.adminJoined]: ({ data }) => replaceSession((data as { session?: ChatSession } | undefined)?.session),
      [ChatSocketEvents.sessionEnded]: ({ data }) => replaceSession((data as { session?: ChatSession } | undefined)?.session),
      [ChatSocketEvents.sessionStatusUpdated]: ({ data }) => {
        const status = (data as { status?: ChatStatus } | undefined)?.status;
        if (!status || !session) return;
        setSession({ ...session, status });
        void queryClient.invalidateQueries({ queryKey: chatKeys.messages(session.id) });
      },
      [ChatSocketEvents.adminAvailabilityChanged]: ({ data }) => {
        const isAvailable = (data as { isAvailable?: unknown } | undefined)?.isAvailable;
        if (typeof isAvailable === 'boolean') setSupportAvailable(isAvailable);
      },
      [ChatSocketEvents.typing]: ({ data }) => {
        const typing = data as { senderEmail?: string; isTyping?: boolean } | undefined;
        if (!typing || typing.senderEmail?.toLowerCase() === email) return;
        window.clearTimeout(typingTimer.current);
        setSupportTyping(Boolean(typing.isTyping));
        if (typing.isTyping) typingTimer.current = window.setTimeout(() => setSupportTyping(false), TYPING_CLEAR_MS);
      },
    },
    // Verified, the session may follow more chats: a new handshake tells the server.
    verified ? 'verified' : '',
  );
  const poll = !socket.connected;

  function replaceSession(next: ChatSession | undefined) {
    if (next?.id && (!session || next.id === session.id)) setSession(next);
  }

  // Her open session (polled like the messages while the socket is down, so accept and end show).
  const mine = useMySession(poll && !ended);
  useEffect(() => {
    if (!mine.isSuccess) return;
    const latest = mine.data;
    setSession((current) => {
      if (latest) return current && current.id !== latest.id && current.status !== 'ended' ? latest : { ...current, ...latest };
      // No open session any more: the one shown has ended.
      return current && current.status !== 'ended' ? { ...current, status: 'ended' } : current;
    });
  }, [mine.data, mine.isSuccess, mine.dataUpdatedAt]);

  // Just verified: the chat to continue may be her account's now.
  useEffect(() => {
    if (verified) void queryClient.invalidateQueries({ queryKey: chatKeys.mine });
  }, [verified, queryClient]);

  const messages = useChatMessages(session?.id ?? null, poll && !ended);
  const list = session ? (messages.data ?? []) : [];

  useEffect(() => () => window.clearTimeout(typingTimer.current), []);

  // Scroll to the latest message 100 ms after new ones arrive.
  useEffect(() => {
    if (minimised) return;
    const timer = window.setTimeout(() => listEnd.current?.scrollIntoView({ block: 'end' }), SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [list.length, minimised, supportTyping]);

  const waitingWithMessages = session?.status === 'waiting' && list.length > 0;
  const inputDisabled = waitingWithMessages || sending;

  async function send() {
    const message = text.trim();
    if (!message || inputDisabled || ended) return;
    setSending(true);
    try {
      if (!session) {
        const started = await startChat(message);
        queryClient.setQueryData<ChatMessage[]>(chatKeys.messages(started.session.id), (l) => withMessage(l, started.message));
        setSession(started.session);
        queryClient.setQueryData(chatKeys.mine, started.session);
      } else {
        const sent = await sendChatMessage(session.id, message);
        queryClient.setQueryData<ChatMessage[]>(chatKeys.messages(session.id), (l) => withMessage(l, sent));
      }
      setText('');
      socket.emit(ChatSocketEvents.typing, { data: { senderEmail: email, isTyping: false } });
    } catch (error) {
      toast({ title: 'Message not sent', description: getErrorMessage(error), variant: 'destructive' });
      if (session) void queryClient.invalidateQueries({ queryKey: chatKeys.mine });
    } finally {
      setSending(false);
    }
  }

  async function sendMedia(file: File, durationSeconds?: number) {
    if (!session || inputDisabled || ended) return;
    setSending(true);
    try {
      const sent = await sendChatMedia(session.id, file, durationSeconds);
      queryClient.setQueryData<ChatMessage[]>(chatKeys.messages(session.id), (l) => withMessage(l, sent));
      toast({ title: 'Media Sent', variant: 'success' });
    } catch (error) {
      toast({ title: 'Media not sent', description: getErrorMessage(error), variant: 'destructive' });
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

  function onChange(value: string) {
    setText(value);
    const now = Date.now();
    if (session && now - lastTypingSent.current > 1000) {
      lastTypingSent.current = now;
      socket.emit(ChatSocketEvents.typing, { data: { senderEmail: email, isTyping: value.trim() !== '' } });
    }
  }

  function startOver() {
    setSession(null);
    setText('');
    void queryClient.invalidateQueries({ queryKey: chatKeys.mine });
  }

  return (
    <section
      data-testid="chat-panel"
      aria-label="Live chat"
      className={clsx(
        'fixed right-4 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-50 flex w-[min(22rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-xl md:bottom-6',
        !minimised && 'h-[min(32rem,calc(100dvh-8rem))]',
      )}
    >
      <header className="flex items-center gap-2 bg-madder px-4 py-2.5 text-white">
        <h2 className="font-display text-base font-semibold">Live Chat</h2>
        {session && <StatusBadge status={session.status} />}
        <div className="ml-auto flex gap-1">
          <button
            type="button"
            className="rounded-lg px-2 py-1 hover:bg-white/20 focus-ring"
            aria-label={minimised ? 'Restore chat' : 'Minimise chat'}
            data-testid="chat-minimise"
            onClick={minimised ? onRestore : onMinimise}
          >
            {minimised ? '▴' : '▾'}
          </button>
          <button
            type="button"
            className="rounded-lg px-2 py-1 hover:bg-white/20 focus-ring"
            aria-label="Close chat"
            data-testid="chat-close"
            onClick={onClose}
          >
            ✕
          </button>
        </div>
      </header>

      {!minimised && (
        <>
          {supportAvailable !== null && <SupportAvailability available={supportAvailable} />}
          <div className="flex flex-1 flex-col gap-2 overflow-y-auto bg-paper px-3 py-3" aria-live="polite">
            {list.length === 0 && (
              <p className="m-auto max-w-[16rem] text-center text-sm text-ink-soft">
                {session ? 'Loading messages...' : 'Questions? Send us a message and our support team will reply here.'}
              </p>
            )}
            {list.map((message) => (
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
            {supportTyping && !ended && <p className="text-xs text-ink-soft italic">Support is typing...</p>}
            <div ref={listEnd} />
          </div>
          {serverSession.data?.verified === false && (
            <EarlierDataHint
              testId="chat-verify"
              message="Earlier conversations appear after you verify your e-mail"
              purpose="To see your earlier conversations here, confirm the address"
            />
          )}

          {ended ? (
            <div className="flex flex-col items-center gap-2 border-t border-line px-4 py-3 text-center">
              <p className="text-sm font-medium text-ink-soft">This chat session has ended</p>
              <Button size="sm" variant="secondary" onClick={startOver}>
                Start a new chat
              </Button>
            </div>
          ) : (
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
                <Button
                  data-testid="chat-send"
                  size="sm"
                  busy={sending}
                  disabled={inputDisabled || !text.trim()}
                  onClick={() => void send()}
                >
                  Send
                </Button>
              </div>
              {session && <MediaButtons disabled={waitingWithMessages} busy={sending} onFile={(f, d) => void sendMedia(f, d)} />}
            </div>
          )}
        </>
      )}
    </section>
  );
}
