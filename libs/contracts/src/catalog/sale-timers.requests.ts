import type { ByIdRequest, NoPayload } from '../bus-payloads';
import { SaleTimerPatterns, SiteWideSalePatterns, type SaleTimer, type SaleTimerDeleted, type SiteWideSale } from './sale-timers';
import type { CreateSaleTimerDto, UpdateSaleTimerRequest } from './sale-timers.dto';

/** What each of SaleTimerPatterns takes and answers; bus-requests.ts joins every domain's map. */
export interface SaleTimerRequests {
  [SaleTimerPatterns.list]: { payload: NoPayload; answer: SaleTimer[] };
  [SaleTimerPatterns.create]: { payload: CreateSaleTimerDto; answer: SaleTimer };
  [SaleTimerPatterns.update]: { payload: UpdateSaleTimerRequest; answer: SaleTimer };
  [SaleTimerPatterns.delete]: { payload: ByIdRequest; answer: SaleTimerDeleted };
  [SaleTimerPatterns.listActive]: { payload: NoPayload; answer: SaleTimer[] };
}

/** What each of SiteWideSalePatterns takes and answers; bus-requests.ts joins every domain's map. */
export interface SiteWideSaleRequests {
  [SiteWideSalePatterns.getActive]: { payload: NoPayload; answer: SiteWideSale | null };
}
