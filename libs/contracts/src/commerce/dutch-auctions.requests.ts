import type { ByIdRequest, NoPayload } from '../bus-payloads';
import { DutchAuctionPatterns, type DutchAuctionPurchase, type DutchAuctionView } from './dutch-auctions';
import type { CreateDutchAuctionDto, DutchAuctionWrite, PurchaseDutchAuctionDto, UpdateDutchAuctionDto } from './dutch-auctions.dto';
import type { ShopperScope } from '../engagement/sessions';

export type DutchAuctionUpdateRequest = DutchAuctionWrite<UpdateDutchAuctionDto> & { id: string };
export interface DutchAuctionSetActiveRequest {
  id: string;
  active: boolean;
}
export interface DutchAuctionPurchaseRequest {
  id: string;
  email: string;
  scope?: ShopperScope;
  where: PurchaseDutchAuctionDto;
  /** Where the shop is reached, for the payment's return and cancel addresses (as a checkout's). */
  returnBase: string;
}

/** What each of DutchAuctionPatterns takes and answers; bus-requests.ts joins every domain's map. */
export interface DutchAuctionRequests {
  [DutchAuctionPatterns.listActive]: { payload: NoPayload; answer: DutchAuctionView[] };
  [DutchAuctionPatterns.listAll]: { payload: NoPayload; answer: DutchAuctionView[] };
  [DutchAuctionPatterns.create]: { payload: DutchAuctionWrite<CreateDutchAuctionDto>; answer: DutchAuctionView };
  [DutchAuctionPatterns.update]: { payload: DutchAuctionUpdateRequest; answer: DutchAuctionView };
  [DutchAuctionPatterns.remove]: { payload: ByIdRequest; answer: DutchAuctionView };
  [DutchAuctionPatterns.setActive]: { payload: DutchAuctionSetActiveRequest; answer: DutchAuctionView };
  [DutchAuctionPatterns.purchase]: { payload: DutchAuctionPurchaseRequest; answer: DutchAuctionPurchase };
}
