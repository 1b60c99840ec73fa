import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ChatSocketEvents, type ChatMessage, type ChatSession } from '@shop/contracts';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { chatKeys, sendChatMedia, sendChatMessage, startChat, withMessage } from '../api/chat-api';
import type { ChatSocketConnection } from '../lib/chat-socket';

const TYPING_SEND_INTERVAL_MS = 1000;

type ChatComposerOptions = {
  email: string;
  session: ChatSession | null;
  setSession: (session: ChatSession | null) => void;
  ended: boolean;
  /** Waiting for support with messages already sent: no more until an agent accepts. */
  waitingWithMessages: boolean;
  socket: ChatSocketConnection;
};

/** What the visitor writes and sends: the first message opens the session (docs/product/engagement.md §5). */
export function useChatComposer({ email, session, setSession, ended, waitingWithMessages, socket }: ChatComposerOptions) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const lastTypingSent = useRef(0);
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

  function changeText(value: string) {
    setText(value);
    const now = Date.now();
    if (session && now - lastTypingSent.current > TYPING_SEND_INTERVAL_MS) {
      lastTypingSent.current = now;
      socket.emit(ChatSocketEvents.typing, { data: { senderEmail: email, isTyping: value.trim() !== '' } });
    }
  }

  function startOver() {
    setSession(null);
    setText('');
    void queryClient.invalidateQueries({ queryKey: chatKeys.mine });
  }

  return { text, sending, send, sendMedia, changeText, startOver };
}
