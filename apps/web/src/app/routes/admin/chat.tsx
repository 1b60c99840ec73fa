import { AdminScreen } from '@/features/admin-auth/components/admin-screen';
import { LiveChatAdmin } from '@/features/admin-chat/components/live-chat-admin';
import { useChatSocket } from '@/features/chat/lib/chat-socket';

export function AdminChatRoute() {
  return (
    <AdminScreen title="Live Chat Administration">
      <LiveChatAdmin useSocket={useChatSocket} />
    </AdminScreen>
  );
}
