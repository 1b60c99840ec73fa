import { Inject } from '@nestjs/common';
import type { FileStore } from '@shop/platform';

export const GATEWAY_OPTIONS = Symbol('GATEWAY_OPTIONS');

export interface GatewayOptions {
  secureCookies: boolean;
  fileStore: FileStore;
  /** The payment provider's webhook secret; without one every webhook answers 401. */
  paymentWebhookSecret?: string;
  /** Where shoppers reach the shop (PUBLIC_URL), for a payment's return addresses; unset: each request's own origin. */
  publicUrl?: string;
  /** Giveaway entries one client address may make in an hour (ENTRY_LIMIT_PER_ADDRESS_HOUR; docs/rules.md §9). */
  entryLimitPerAddressHour: number;
}

export const InjectGatewayOptions = () => Inject(GATEWAY_OPTIONS);
