import { ChatStatus } from '@shop/contracts';

/** A row of `chat_sessions` as pg answers it. */
export interface ChatSessionRow {
  id: string;
  user_email: string;
  user_name: string | null;
  status: ChatStatus;
  created_at: Date;
  accepted_at: Date | null;
  ended_at: Date | null;
  /** The shopper session that opened it; null when support did, or it predates the column. */
  opened_by_session: string | null;
  /** Opened by a session that was not verified then (and has not written to it verified since). */
  opened_unverified: boolean;
}

/** A session as support's list shows it: with when its last message came and how many it holds. */
export interface ChatSessionSummaryRow extends ChatSessionRow {
  last_message_at: Date | null;
  message_count: number;
}
