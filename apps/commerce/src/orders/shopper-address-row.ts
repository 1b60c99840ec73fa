import { ShippingAddress } from '@shop/contracts';

/** A row of `shopper_addresses` as pg answers it: the address a verified shopper's last checkout shipped to. */
export interface ShopperAddressRow {
  email: string;
  address: ShippingAddress;
  updated_at: Date;
}
