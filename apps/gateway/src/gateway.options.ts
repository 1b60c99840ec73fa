import { Inject } from '@nestjs/common';
import type { FileStore } from '@shop/platform';

export const GATEWAY_OPTIONS = Symbol('GATEWAY_OPTIONS');

export interface GatewayOptions {
  secureCookies: boolean;
  fileStore: FileStore;
  /** The payment provider's webhook secret; without one every webhook answers 401. */
  paymentWebhookSecret?: string;
}

export const InjectGatewayOptions = () => Inject(GATEWAY_OPTIONS);
