import type { EventEnvelope } from '../events';
import { ProductCsvPatterns, type ProductCsvImportRequest, type ProductCsvImportResult, type StockImportedEvent } from './product-csv';
import type { NoPayload } from '../bus-payloads';

/** What each of ProductCsvPatterns takes and answers. */
export interface ProductCsvRequests {
  /** The CSV text of every product, size and variant. */
  [ProductCsvPatterns.export]: { payload: NoPayload; answer: string };
  [ProductCsvPatterns.import]: { payload: ProductCsvImportRequest; answer: ProductCsvImportResult };
}

/** The import's stock levels, asked of commerce right after the catalogue committed them (the outbox event is the same). */
export type ApplyImportedStockRequest = EventEnvelope<StockImportedEvent>;
