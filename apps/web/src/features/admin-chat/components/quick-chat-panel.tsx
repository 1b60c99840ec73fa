import { clsx } from 'clsx';
import { useState, type FormEvent } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { ADMIN_CHAT_POLL, useActiveChatSessions, useAdminChatMessages, useForceChatMessage } from '../api/admin-chat-api';
import { useAdminChatLive } from '../hooks/use-admin-chat-live';
import { useNoChatSocket, type UseChatSocket } from '../socket';
import { AdminChatThread } from './admin-chat-thread';
import { displayName, StatusMarker } from './status-marker';

/** The five quick replies. */
export const QUICK_REPLIES = [
  { label: 'Greeting', text: 'Hi there! Thanks for reaching out. How can I help you today?' },
  { label: 'Shipping', text: 'Orders ship within 2–3 business days, and you will receive a tracking number by e-mail once yours is on its way.' },
  { label: 'Order check', text: 'Let me look into your order for you. One moment, please.' },
  { label: 'Anything else?', text: 'Is there anything else I can help you with?' },
  { label: 'Thanks', text: 'Thank you for chatting with us! Happy painting!' },
] as const;

/** Admin Panel chat tab, Quick Chat Responses (docs/product/back-office.md §2.3): active sessions every 3 s, messages every 2 s. */
export function QuickChatPanel({ useSocket = useNoChatSocket }: { useSocket?: UseChatSocket }) {
  const sessions = useActiveChatSessions(ADMIN_CHAT_POLL.quickSessionsMs);
  const list = sessions.data ?? [];
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = list.find((s) => s.id === selectedId) ?? null;
  const live = useAdminChatLive(useSocket, selected);
  const messages = useAdminChatMessages(selected?.id ?? null, live.connected ? false : ADMIN_CHAT_POLL.messagesMs);

  return (
    <div data-testid="quick-chat-panel" className="flex flex-col gap-4">
      <div className="grid gap-4 lg:grid-cols-[18rem_1fr]">
        <Card className="flex flex-col gap-3 p-4 sm:p-4">
          <CardTitle className="flex items-center gap-2 text-lg">
            Active Chats
            <span data-testid="quick-chat-count" className="rounded-full bg-paper-deep px-2 text-sm">
              {list.length}
            </span>
          </CardTitle>
          {sessions.isPending && <p className="text-sm text-ink-soft">Loading chats...</p>}
          {sessions.isError && <p className="text-sm text-red-700">{getErrorMessage(sessions.error, 'Could not load the chats.')}</p>}
          {sessions.isSuccess && list.length === 0 && <p className="text-sm text-ink-soft">No active chat sessions</p>}
          <ul className="flex max-h-96 flex-col gap-2 overflow-y-auto">
            {list.map((session) => (
              <li key={session.id}>
                <button
                  type="button"
                  data-testid="quick-chat-session"
                  aria-current={session.id === selectedId || undefined}
                  onClick={() => setSelectedId(session.id)}
                  className={clsx(
                    'flex w-full flex-col gap-1 rounded-xl border px-3 py-2 text-left text-sm focus-ring',
                    session.id === selectedId ? 'border-purple-500 bg-purple-50' : 'border-line bg-white hover:bg-paper-deep',
                  )}
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="font-semibold text-ink">{displayName(session)}</span>
                    <StatusMarker status={session.status} labels="quick" />
                  </span>
                  <span className="truncate text-ink-soft">{session.userEmail}</span>
                  <span className="text-xs text-ink-soft">
                    {session.messageCount} {session.messageCount === 1 ? 'message' : 'messages'} ·{' '}
                    {formatDateTime(session.lastMessageAt ?? session.createdAt)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </Card>

        <Card className="flex min-h-[24rem] flex-col gap-3 p-4 sm:p-4">
          {selected ? (
            <>
              <div className="flex items-center gap-2">
                <CardTitle className="text-lg">{displayName(selected)}</CardTitle>
                <StatusMarker status={selected.status} labels="quick" />
                <span className="ml-auto truncate text-xs text-ink-soft">{selected.userEmail}</span>
              </div>
              <AdminChatThread
                session={selected}
                messages={messages.data ?? []}
                loading={messages.isPending}
                typing={live.typing}
                onTyping={live.reportTyping}
                presets={QUICK_REPLIES}
                className="flex-1"
              />
            </>
          ) : (
            <p className="m-auto text-center text-sm text-ink-soft">Select a chat to reply.</p>
          )}
        </Card>
      </div>
      <DeveloperTestButton />
      <ForceMessageForm />
    </div>
  );
}

/** The one fixed customer the developer test button writes to (docs/product/back-office.md §2.3). */
export const TEST_CUSTOMER_EMAIL = 'test-customer@watercolor.shop';
export const TEST_MESSAGE = 'This is a test message from the support team. No reply is needed.';

/** docs/product/back-office.md §2.3: "A developer test button that force-sends a test message to one fixed customer." */
function DeveloperTestButton() {
  const force = useForceChatMessage();

  function sendTest() {
    force.mutate(
      { email: TEST_CUSTOMER_EMAIL, message: TEST_MESSAGE },
      {
        onSuccess: () => toast({ title: 'Test Message Sent', description: `Sent to ${TEST_CUSTOMER_EMAIL}.`, variant: 'success' }),
        onError: (error) =>
          toast({ title: 'Error', description: getErrorMessage(error, 'Failed to send the test message.'), variant: 'destructive' }),
      },
    );
  }

  return (
    <Card className="flex flex-wrap items-center gap-3 p-4 sm:p-4" data-testid="chat-test-message">
      <div className="flex min-w-0 flex-1 flex-col">
        <CardTitle className="text-lg">Developer test</CardTitle>
        <p className="text-sm text-ink-soft">
          Force-sends a test message to the test customer <span className="break-all">{TEST_CUSTOMER_EMAIL}</span>.
        </p>
      </div>
      <Button variant="secondary" busy={force.isPending} onClick={sendTest} data-testid="chat-test-message-button">
        Send Test Message
      </Button>
    </Card>
  );
}

/** Message a customer by e-mail (POST /api/admin/chat/force-message/{email}): her open session, or a new active one. */
function ForceMessageForm() {
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const force = useForceChatMessage();
  const target = email.trim().toLowerCase();
  const canSend = target !== '' && message.trim() !== '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSend) return;
    force.mutate(
      { email: target, message: message.trim() },
      {
        onSuccess: () => {
          setMessage('');
          toast({ title: 'Message Sent', description: 'Reply delivered successfully.', variant: 'success' });
        },
        onError: (error) => toast({ title: 'Error', description: getErrorMessage(error, 'Failed to send the message.'), variant: 'destructive' }),
      },
    );
  }

  return (
    <Card className="p-4 sm:p-4">
      <form onSubmit={submit} className="flex flex-col gap-3" data-testid="force-message-form">
        <CardTitle className="text-lg">Message a customer</CardTitle>
        <Input label="Customer e-mail" type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="force-message-text" className="text-sm font-medium text-ink">
            Message
          </label>
          <textarea
            id="force-message-text"
            rows={2}
            maxLength={CHAT_MESSAGE_MAX_LENGTH}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            className="min-h-11 rounded-xl border border-line bg-white px-3 py-2 text-sm text-ink focus-ring"
          />
        </div>
        <Button type="submit" className="self-start" busy={force.isPending} disabled={!canSend}>
          Send message
        </Button>
      </form>
    </Card>
  );
}
