import { CatalogPricingPatterns, type CatalogLineRequest, type CatalogPricingAnswer } from './pricing';

export interface CatalogPricingPriceLinesRequest {
  lines: CatalogLineRequest[];
}

/** What each of CatalogPricingPatterns takes and answers; bus-requests.ts joins every domain's map. */
export interface CatalogPricingRequests {
  [CatalogPricingPatterns.priceLines]: { payload: CatalogPricingPriceLinesRequest; answer: CatalogPricingAnswer };
}
