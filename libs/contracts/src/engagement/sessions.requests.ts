import type { ByTokenRequest } from '../bus-payloads';
import { ShopperSessionPatterns, type LiveShopperSession, type OpenShopperSessionRequest, type OpenedShopperSession } from './sessions';
import type { RegisterUserDto } from './users.dto';

export interface ShopperSessionEndAnswer {
  ended: boolean;
}

/** What each of ShopperSessionPatterns takes and answers; bus-requests.ts joins every domain's map. */
export interface ShopperSessionRequests {
  [ShopperSessionPatterns.open]: { payload: OpenShopperSessionRequest<RegisterUserDto>; answer: OpenedShopperSession };
  [ShopperSessionPatterns.resolve]: { payload: ByTokenRequest; answer: LiveShopperSession | null };
  [ShopperSessionPatterns.end]: { payload: ByTokenRequest; answer: ShopperSessionEndAnswer };
}
