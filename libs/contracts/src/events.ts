/** Every durable event travels in this envelope; `id` is what consumers de-duplicate on. */
export interface EventEnvelope<T = unknown> {
  id: string;
  name: string;
  occurredAt: string;
  source: string;
  payload: T;
}
