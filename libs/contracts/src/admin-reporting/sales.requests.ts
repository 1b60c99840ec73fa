import type { ByIdRequest } from '../bus-payloads';
import { SalesPatterns, type SalesOverview } from './sales';
import type { SalesOverviewQueryDto } from './sales.dto';

export interface SalesCustomerEmailAnswer {
  email: string;
}

/** What each of SalesPatterns takes and answers; bus-requests.ts joins every domain's map. */
export interface SalesRequests {
  [SalesPatterns.customerEmail]: { payload: ByIdRequest; answer: SalesCustomerEmailAnswer };
  [SalesPatterns.overview]: { payload: SalesOverviewQueryDto; answer: SalesOverview };
}
