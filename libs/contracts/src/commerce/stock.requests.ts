import type { ByIdRequest, NoPayload } from '../bus-payloads';
import type { ApplyImportedStockRequest } from '../catalog/product-csv.requests';
import type { NotifyWhenBackDto, SetProductStockDto, RestockDto } from './stock.dto';
import {
  StockPatterns,
  type BackInStockRequestView,
  type LowStockView,
  type ProductStockView,
  type StockAvailabilityView,
  type StockMovementsView,
} from './stock';

/** Who changed the stock: the admin's e-mail, written in the ledger. */
interface ByAdmin {
  actor: string;
}

export type SetProductStockRequest = ByIdRequest & SetProductStockDto & ByAdmin;
export type RestockRequest = ByIdRequest & RestockDto & ByAdmin;
export type StockMovementsRequest = ByIdRequest & { limit?: number };

/** What each of StockPatterns takes and answers. */
export interface StockRequests {
  [StockPatterns.ofProduct]: { payload: ByIdRequest; answer: ProductStockView };
  [StockPatterns.set]: { payload: SetProductStockRequest; answer: ProductStockView };
  [StockPatterns.restock]: { payload: RestockRequest; answer: ProductStockView };
  [StockPatterns.movements]: { payload: StockMovementsRequest; answer: StockMovementsView };
  [StockPatterns.available]: { payload: NoPayload; answer: StockAvailabilityView };
  [StockPatterns.low]: { payload: NoPayload; answer: LowStockView };
  [StockPatterns.notifyWhenBack]: { payload: NotifyWhenBackDto & { email: string }; answer: BackInStockRequestView };
  /** applied: false when this import's levels were already applied (by its event, or an earlier ask). */
  [StockPatterns.applyImport]: { payload: ApplyImportedStockRequest; answer: { applied: boolean } };
}
