import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useState } from 'react';
import type { ChatSessionSummary } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { ADMIN_CHAT_POLL, adminChatKeys, endChatSession, joinChatSession, useAdminChatMessages, useAdminChatSessions } from '../api/admin-chat-api';
import { useAdminChatLive } from '../hooks/use-admin-chat-live';
import { useNoChatSocket, type UseChatSocket } from '../socket';
import { AdminChatThread } from './admin-chat-thread';
import { displayName, StatusMarker } from './status-marker';

/** /admin/chat, Live Chat Administration (docs/product/back-office.md §2.4): sessions polled every 5 s, messages every 2 s. */
export function LiveChatAdmin({ useSocket = useNoChatSocket }: { useSocket?: UseChatSocket }) {
  const queryClient = useQueryClient();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [joining, setJoining] = useState<string | null>(null);
  const [ending, setEnding] = useState(false);
  const sessions = useAdminChatSessions(ADMIN_CHAT_POLL.sessionsMs);
  const list = sessions.data ?? [];
  const selected = list.find((s) => s.id === selectedId) ?? null;
  /** The count beside 'Active Sessions': waiting and active ones, not the ended ones also listed. */
  const openCount = list.filter((s) => s.status === 'waiting' || s.status === 'active').length;

  const live = useAdminChatLive(useSocket, selected);
  const messages = useAdminChatMessages(selected?.id ?? null, live.connected || selected?.status === 'ended' ? false : ADMIN_CHAT_POLL.messagesMs);

  async function choose(session: ChatSessionSummary) {
    if (session.status === 'ended' || joining) return;
    if (session.status === 'active') {
      setSelectedId(session.id);
      return;
    }
    setJoining(session.id);
    try {
      const joined = await joinChatSession(session.id);
      queryClient.setQueryData<ChatSessionSummary[]>(adminChatKeys.sessions, (rows) =>
        rows?.map((row) => (row.id === joined.id ? { ...row, ...joined } : row)),
      );
      setSelectedId(session.id);
      void queryClient.invalidateQueries({ queryKey: adminChatKeys.active });
    } catch (error) {
      toast({ title: 'Error', description: getErrorMessage(error, 'Could not accept the chat.'), variant: 'destructive' });
      void sessions.refetch();
    } finally {
      setJoining(null);
    }
  }

  async function endChat() {
    if (!selected) return;
    setEnding(true);
    try {
      const ended = await endChatSession(selected.id);
      queryClient.setQueryData<ChatSessionSummary[]>(adminChatKeys.sessions, (rows) =>
        rows?.map((row) => (row.id === ended.id ? { ...row, ...ended } : row)),
      );
      void queryClient.invalidateQueries({ queryKey: adminChatKeys.active });
      toast({ title: 'Chat Ended', description: 'The chat session has been ended.', variant: 'success' });
    } catch (error) {
      toast({ title: 'Error', description: getErrorMessage(error, 'Could not end the chat.'), variant: 'destructive' });
    } finally {
      setEnding(false);
    }
  }

  return (
    <div data-testid="live-chat-admin" className="grid gap-4 lg:grid-cols-[20rem_1fr]">
      <Card className="flex flex-col gap-3 p-4 sm:p-4">
        <CardTitle className="flex items-center gap-2 text-lg">
          Active Sessions
          <span data-testid="admin-chat-count" className="rounded-full bg-paper-deep px-2 text-sm">
            {openCount}
          </span>
        </CardTitle>
        {sessions.isPending && <p className="text-sm text-ink-soft">Loading sessions...</p>}
        {sessions.isError && <p className="text-sm text-red-700">{getErrorMessage(sessions.error, 'Could not load the chat sessions.')}</p>}
        {sessions.isSuccess && list.length === 0 && <p className="text-sm text-ink-soft">No active chat sessions</p>}
        <ul className="flex max-h-[36rem] flex-col gap-2 overflow-y-auto">
          {list.map((session) => (
            <li key={session.id}>
              <button
                type="button"
                data-testid="admin-chat-session"
                aria-current={session.id === selectedId || undefined}
                aria-disabled={session.status === 'ended' || undefined}
                onClick={() => void choose(session)}
                className={clsx(
                  'flex w-full flex-col gap-1 rounded-xl border px-3 py-2 text-left text-sm focus-ring',
                  session.id === selectedId ? 'border-purple-500 bg-purple-50' : 'border-line bg-white hover:bg-paper-deep',
                  session.status === 'ended' && 'cursor-default opacity-70 hover:bg-white',
                )}
              >
                <span className="flex items-center justify-between gap-2">
                  <span className="font-semibold text-ink">{displayName(session)}</span>
                  <StatusMarker status={session.status} />
                </span>
                <span className="truncate text-ink-soft">{session.userEmail}</span>
                <span className="text-xs text-ink-soft">{joining === session.id ? 'Accepting...' : formatDateTime(session.createdAt)}</span>
              </button>
            </li>
          ))}
        </ul>
      </Card>

      <Card className="flex min-h-[28rem] flex-col gap-3 p-4 sm:p-4">
        {selected ? (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <div className="flex flex-col">
                <CardTitle className="text-lg">Chat with {displayName(selected)}</CardTitle>
                <span className="text-xs text-ink-soft">Started {formatDateTime(selected.createdAt)}</span>
              </div>
              <StatusMarker status={selected.status} />
              {selected.status !== 'ended' && (
                <Button variant="danger" size="sm" className="ml-auto" busy={ending} onClick={() => void endChat()}>
                  End Chat
                </Button>
              )}
            </div>
            <AdminChatThread
              session={selected}
              messages={messages.data ?? []}
              loading={messages.isPending}
              typing={live.typing}
              onTyping={live.reportTyping}
              className="flex-1"
            />
          </>
        ) : (
          <div className="m-auto flex max-w-sm flex-col items-center gap-2 text-center">
            <h2 className="font-display text-xl font-semibold text-ink">No Active Chat</h2>
            <p className="text-sm text-ink-soft">Select a chat session from the list to start helping customers.</p>
          </div>
        )}
      </Card>
    </div>
  );
}
