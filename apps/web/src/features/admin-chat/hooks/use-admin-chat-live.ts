import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { CHAT_SUPPORT_SENDER, ChatSocketEvents, type ChatMessage, type ChatSession, type ChatStatus } from '@shop/contracts';
import { adminChatKeys, withMessage } from '../api/admin-chat-api';
import type { UseChatSocket } from '../socket';
import { useTypingIndicator } from './use-typing-indicator';

/**
 * The socket side of an admin chat screen: joins the selected session, keeps the cached
 * messages and lists in step with pushes, and reports the visitor typing (cleared after 2 s).
 */
export function useAdminChatLive(useSocket: UseChatSocket, selected: ChatSession | null) {
  const queryClient = useQueryClient();
  const typingIndicator = useTypingIndicator(selected?.id);

  const refreshLists = () => void queryClient.invalidateQueries({ queryKey: adminChatKeys.all, predicate: (q) => q.queryKey[2] !== 'messages' });

  const socket = useSocket(
    true,
    selected && selected.status !== 'ended'
      ? { sessionId: selected.id, isAdmin: true, userName: CHAT_SUPPORT_SENDER.name, userEmail: CHAT_SUPPORT_SENDER.email }
      : null,
    {
      [ChatSocketEvents.newMessage]: ({ data }) => {
        const message = data as ChatMessage | undefined;
        if (!message?.id) return;
        queryClient.setQueryData<ChatMessage[]>(adminChatKeys.messages(message.sessionId), (list) => (list ? withMessage(list, message) : list));
        if (!message.isAdmin) typingIndicator.clear();
      },
      [ChatSocketEvents.newChatSession]: refreshLists,
      [ChatSocketEvents.adminJoined]: refreshLists,
      [ChatSocketEvents.sessionEnded]: refreshLists,
      [ChatSocketEvents.sessionStatusUpdated]: ({ data }) => {
        refreshLists();
        if (selected && (data as { status?: ChatStatus } | undefined)?.status) {
          void queryClient.invalidateQueries({ queryKey: adminChatKeys.messages(selected.id) });
        }
      },
      [ChatSocketEvents.typing]: ({ data }) => {
        const typing = data as { senderEmail?: string; isTyping?: boolean } | undefined;
        if (!typing?.senderEmail || typing.senderEmail === CHAT_SUPPORT_SENDER.email) return;
        if (selected && typing.senderEmail.toLowerCase() !== selected.userEmail.toLowerCase()) return;
        typingIndicator.report(typing.senderEmail, !!typing.isTyping);
      },
    },
  );

  const lastSent = useRef(0);
  function reportTyping(isTyping: boolean) {
    const now = Date.now();
    if (isTyping && now - lastSent.current < 1000) return;
    lastSent.current = isTyping ? now : 0;
    socket.emit(ChatSocketEvents.typing, { data: { senderEmail: CHAT_SUPPORT_SENDER.email, isTyping } });
  }

  return { connected: socket.connected, typing: typingIndicator.typing, reportTyping };
}
