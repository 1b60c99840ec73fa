import { Inject, Injectable } from '@nestjs/common';
import { PaymentProviderName } from '@shop/contracts';
import { SHOP_CONFIG, serviceError, ShopConfig } from '@shop/platform';
import { PaymentProvider } from './payment-provider';
import { PayPalProvider } from './providers/paypal.provider';
import { StripeProvider } from './providers/stripe.provider';
import { TransferProvider } from './providers/transfer.provider';

/**
 * The providers this shop offers, from its settings: PayPal and Stripe when configured (in that order), else the
 * transfer page alone, so a shop started with nothing set still takes orders.
 */
@Injectable()
export class PaymentProviders {
  private readonly offered: PaymentProvider[];

  constructor(@Inject(SHOP_CONFIG) config: ShopConfig) {
    const timeoutMs = config.paymentProviderTimeoutMs;
    const online: PaymentProvider[] = [];
    if (config.paypal) online.push(new PayPalProvider({ ...config.paypal, timeoutMs }));
    if (config.stripe) online.push(new StripeProvider({ ...config.stripe, timeoutMs }));
    this.offered = online.length ? online : [new TransferProvider(config.paymentUrlTemplate)];
  }

  names(): PaymentProviderName[] {
    return this.offered.map((provider) => provider.name);
  }

  /** The provider a checkout asked for (400 when this shop does not offer it), or the default. */
  chosen(name: PaymentProviderName | undefined): PaymentProvider {
    if (!name) return this.offered[0];
    const provider = this.offered.find((p) => p.name === name);
    if (!provider) throw serviceError('PAYMENT_PROVIDER_NOT_OFFERED', `This shop does not take payments through ${name}`);
    return provider;
  }

  /** The provider that took a payment; a payment recorded under a provider no longer set up cannot be acted on (503). */
  get(name: PaymentProviderName): PaymentProvider {
    const provider = this.offered.find((p) => p.name === name) ?? (name === 'transfer' ? new TransferProvider('') : undefined);
    if (!provider) throw serviceError('PAYMENT_PROVIDER_UNAVAILABLE', `Payments through ${name} are not set up on this shop right now`);
    return provider;
  }
}
