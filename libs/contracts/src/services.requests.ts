import type { NoPayload } from './bus-payloads';
import type { AttemptCount, AttemptCountRequest, ServiceHealth, ServiceName } from './services';

/** What every service answers besides its own patterns: its health (healthPattern) and the shared attempt counts (attemptCountPattern). */
export type ServiceRequests = {
  [P in `${ServiceName}.health`]: { payload: NoPayload; answer: ServiceHealth };
} & {
  [P in `${ServiceName}.attempts.count`]: { payload: AttemptCountRequest; answer: AttemptCount };
};
