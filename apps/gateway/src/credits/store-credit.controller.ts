import { Controller, Get, Param } from '@nestjs/common';
import { CreditPatterns, EmailParamDto } from '@shop/contracts';
import { ShopperOnly } from '../common/auth/decorators';
import { ServiceClient } from '../common/service-client';

/**
 * The shopper's store credit (docs/rules.md §8): what she can spend and its history. Revealing value needs a
 * verified session of her own (docs/rules.md §4), or an admin.
 */
@Controller('api/store-credit')
export class StoreCreditController {
  constructor(private readonly services: ServiceClient) {}

  @Get(':email')
  @ShopperOnly({ verified: true })
  balance(@Param() { email }: EmailParamDto) {
    return this.services.send(CreditPatterns.storeCreditBalance, { email });
  }

  @Get(':email/transactions')
  @ShopperOnly({ verified: true })
  transactions(@Param() { email }: EmailParamDto) {
    return this.services.send(CreditPatterns.storeCreditTransactions, { email });
  }
}
