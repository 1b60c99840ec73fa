import type { ByEmailRequest } from '../bus-payloads';
import { SiteConfigPatterns, type ParachuteEligibility, type SiteConfigEntry } from './site-config';

export interface SiteConfigGetRequest {
  key: string;
}
export interface SiteConfigSetRequest {
  key: string;
  value: string | null;
}

/** What each of SiteConfigPatterns takes and answers; bus-requests.ts joins every domain's map. */
export interface SiteConfigRequests {
  [SiteConfigPatterns.get]: { payload: SiteConfigGetRequest; answer: SiteConfigEntry };
  [SiteConfigPatterns.set]: { payload: SiteConfigSetRequest; answer: SiteConfigEntry };
  [SiteConfigPatterns.parachuteEligibility]: { payload: ByEmailRequest; answer: ParachuteEligibility };
}
