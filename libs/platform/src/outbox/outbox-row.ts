/** A row of `outbox` as pg answers it: an event written in its change's transaction, published after the commit. */
export interface OutboxRow {
  /** bigserial: pg answers it as a string. */
  seq: string;
  id: string;
  name: string;
  payload: unknown;
  occurred_at: Date;
  published_at: Date | null;
}

/** How many outbox rows wait to be published. */
export interface OutboxBacklogRow {
  backlog: number;
}
