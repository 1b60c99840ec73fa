import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ChatSocketEvents, type ChatMessage, type ChatSession, type ChatStatus } from '@shop/contracts';
import { useServerSession } from '@/lib/server-session';
import { chatKeys, useChatMessages, useMySession, withMessage } from '../api/chat-api';
import { useChatSocket } from '../lib/chat-socket';

const TYPING_CLEAR_MS = 2000;

/**
 * The visitor's chat session as it stands (docs/product/engagement.md §4, §5): live over the socket,
 * polled while the socket is down; its messages, whether support is typing and whether support is there.
 */
export function useChatSession(email: string) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<ChatSession | null>(null);
  const [supportTyping, setSupportTyping] = useState(false);
  /** Whether an admin is connected (admin_availability_changed); null until the socket says. */
  const [supportAvailable, setSupportAvailable] = useState<boolean | null>(null);
  const typingTimer = useRef<number | undefined>(undefined);
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
  // Each answer is merged while rendering (React's "adjusting state when a prop changes"), not in an effect.
  const mine = useMySession(poll && !ended);
  const [mergedAt, setMergedAt] = useState(0);
  if (mine.isSuccess && mine.dataUpdatedAt !== mergedAt) {
    setMergedAt(mine.dataUpdatedAt);
    const latest = mine.data;
    setSession((current) => {
      if (latest) return current && current.id !== latest.id && current.status !== 'ended' ? latest : { ...current, ...latest };
      // No open session any more: the one shown has ended.
      return current && current.status !== 'ended' ? { ...current, status: 'ended' } : current;
    });
  }

  // Just verified: the chat to continue may be her account's now.
  useEffect(() => {
    if (verified) void queryClient.invalidateQueries({ queryKey: chatKeys.mine });
  }, [verified, queryClient]);

  const messages = useChatMessages(session?.id ?? null, poll && !ended);
  const list = session ? (messages.data ?? []) : [];

  useEffect(() => () => window.clearTimeout(typingTimer.current), []);

  return {
    session,
    setSession,
    ended,
    messages: list,
    socket,
    supportTyping,
    supportAvailable,
    /** The server says the e-mail is not verified yet (undefined while it has not said). */
    unverified: serverSession.data?.verified === false,
  };
}
