/** A row of `idempotent_requests`: a client's key for one kind of request, what was asked, and the answer once given. */
export interface IdempotentRequestRow {
  scope: string;
  key: string;
  request_hash: string;
  answer: unknown;
  created_at: Date;
}
