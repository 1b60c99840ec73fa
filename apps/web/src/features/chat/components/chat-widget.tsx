import { lazy, Suspense, useState } from 'react';
import { useShopperSession } from '@/lib/session';

const loadChatPanel = () => import('./chat-panel');
const ChatPanel = lazy(async () => ({ default: (await loadChatPanel()).ChatPanel }));

/**
 * The right-edge 'Chat' tab (docs/product/engagement.md "Floating widgets"), for signed-in shoppers only; it sits in a lane
 * the shopper layout keeps free (--spacing-chat-tab), so it never covers a button or text.
 * The panel, and the socket it opens, are their own chunks, fetched when the tab is used.
 */
export function ChatWidget() {
  const { email } = useShopperSession();
  const [open, setOpen] = useState(false);
  const [minimised, setMinimised] = useState(false);

  if (!email) return null;
  // Physical paddings (pt/pb): in vertical writing, px/py (padding-inline/-block) turn sideways.
  return (
    <>
      {!open && (
        <button
          type="button"
          data-testid="chat-tab"
          onClick={() => {
            setMinimised(false);
            setOpen(true);
          }}
          onPointerEnter={() => void loadChatPanel().catch(() => undefined)}
          className="fixed top-1/2 right-0 z-40 flex w-chat-tab -translate-y-1/2 items-center justify-center rounded-l-xl bg-madder pt-3 pb-3 text-sm font-semibold text-white shadow-lg [writing-mode:vertical-rl] hover:bg-madder-deep focus-ring"
        >
          Chat
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <ChatPanel
            email={email}
            minimised={minimised}
            onMinimise={() => setMinimised(true)}
            onRestore={() => setMinimised(false)}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
