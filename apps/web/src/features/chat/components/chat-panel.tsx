import { clsx } from 'clsx';
import { Button } from '@/components/ui/button';
import { EarlierDataHint } from '@/components/verification/earlier-data-hint';
import { useChatComposer } from '../hooks/use-chat-composer';
import { useChatSession } from '../hooks/use-chat-session';
import { ChatComposer } from './chat-composer';
import { ChatMessageList } from './chat-message-list';
import { ChatStatusBadge } from './chat-status-badge';
import { SupportAvailability } from './support-availability';

type ChatPanelProps = {
  email: string;
  minimised: boolean;
  onMinimise: () => void;
  onRestore: () => void;
  onClose: () => void;
};

/** The visitor's live chat panel (docs/product/engagement.md "Visitor live chat panel", §4, §5). */
export function ChatPanel({ email, minimised, onMinimise, onRestore, onClose }: ChatPanelProps) {
  const { session, setSession, ended, messages, socket, supportTyping, supportAvailable, unverified } = useChatSession(email);
  const waitingWithMessages = session?.status === 'waiting' && messages.length > 0;
  const composer = useChatComposer({ email, session, setSession, ended, waitingWithMessages, socket });

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
        {session && <ChatStatusBadge status={session.status} />}
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
          <ChatMessageList messages={messages} hasSession={session !== null} supportTyping={supportTyping && !ended} />
          {unverified && (
            <EarlierDataHint
              testId="chat-verify"
              message="Earlier conversations appear after you verify your e-mail"
              purpose="To see your earlier conversations here, confirm the address"
            />
          )}

          {ended ? (
            <div className="flex flex-col items-center gap-2 border-t border-line px-4 py-3 text-center">
              <p className="text-sm font-medium text-ink-soft">This chat session has ended</p>
              <Button size="sm" variant="secondary" onClick={composer.startOver}>
                Start a new chat
              </Button>
            </div>
          ) : (
            <ChatComposer
              text={composer.text}
              waitingWithMessages={waitingWithMessages}
              sending={composer.sending}
              canSendMedia={session !== null}
              onChange={composer.changeText}
              onSend={() => void composer.send()}
              onMedia={(file, durationSeconds) => void composer.sendMedia(file, durationSeconds)}
            />
          )}
        </>
      )}
    </section>
  );
}
