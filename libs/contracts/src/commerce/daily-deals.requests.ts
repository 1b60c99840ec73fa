import type { ByIdRequest, NoPayload } from '../bus-payloads';
import {
  DailyDealPatterns,
  type DailyDealChange,
  type DailyDealSale,
  type DailyDealView,
  type ProcessScheduledDealsAnswer,
  type UpdateDailyDealRequest,
} from './daily-deals';
import type { CreateDailyDealDto, ScheduleDealFromProductDto, UpdateDailyDealDto } from './daily-deals.dto';

export interface DailyDealCreateRequest {
  fields: CreateDailyDealDto;
  images: string[];
}

/** What each of DailyDealPatterns takes and answers; bus-requests.ts joins every domain's map. */
export interface DailyDealRequests {
  [DailyDealPatterns.listPublic]: { payload: NoPayload; answer: DailyDealView[] };
  [DailyDealPatterns.listAll]: { payload: NoPayload; answer: DailyDealView[] };
  [DailyDealPatterns.listScheduled]: { payload: NoPayload; answer: DailyDealView[] };
  [DailyDealPatterns.listSales]: { payload: NoPayload; answer: DailyDealSale[] };
  [DailyDealPatterns.create]: { payload: DailyDealCreateRequest; answer: DailyDealView };
  [DailyDealPatterns.update]: { payload: UpdateDailyDealRequest<UpdateDailyDealDto>; answer: DailyDealChange };
  [DailyDealPatterns.remove]: { payload: ByIdRequest; answer: DailyDealChange };
  [DailyDealPatterns.scheduleFromProduct]: { payload: ScheduleDealFromProductDto; answer: DailyDealView };
  [DailyDealPatterns.activate]: { payload: ByIdRequest; answer: DailyDealView };
  [DailyDealPatterns.processScheduled]: { payload: NoPayload; answer: ProcessScheduledDealsAnswer };
}
