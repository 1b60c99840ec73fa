import { ChatMessageType } from '@shop/contracts';

/** A row of `chat_messages` as pg answers it: text, or a file (picture or voice note) with its name, size and length. */
export interface ChatMessageRow {
  id: string;
  session_id: string;
  message_type: ChatMessageType;
  message: string | null;
  file_url: string | null;
  file_name: string | null;
  file_size: number | null;
  file_duration: number | null;
  is_admin: boolean;
  sender_name: string;
  sender_email: string;
  created_at: Date;
}
