import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  AddCreditsDto,
  CreditPatterns,
  CreditsUserQueryDto,
  EmailParamDto,
  CreditsSpendableQuery,
  GiveawayPatterns,
  SpendCreditsDto,
  UserStatsView,
} from '@shop/contracts';
import { AdminOnly, CurrentShopper, ShopperOnly } from '../common/auth/decorators';
import type { ShopperSession } from '../common/auth/shopper-session';
import { RateLimit } from '../common/http/rate-limit';
import { ServiceClient } from '../common/service-client';
import { httpError } from '../common/http/http-error';

const MINUTE = 60_000;
/** Spends per session a minute: far above a shopper's pace, below a script's (docs/rules.md §4 rate limits). */
const SPENDS_PER_MINUTE = 60;
const SPEND_LIMIT = 'Too many credit spends. Please wait a minute and try again.';

/**
 * Credits (docs/product/engagement.md "Your Credits", "Referrals screen"; docs/product/back-office.md "Credit
 * Management", §7 "Credits, referrals, commission"; docs/rules.md §4, §8): commerce owns the ledger. Reading a balance
 * or its history reveals value and spending spends it, so each needs the shopper's own verified session (or an admin).
 */
@Controller('api')
export class CreditsController {
  constructor(private readonly services: ServiceClient) {}

  @Get('credits/:email')
  @ShopperOnly({ verified: true })
  balance(@Param() { email }: EmailParamDto) {
    return this.services.send(CreditPatterns.balance, { email });
  }

  @Get('credits/:email/transactions')
  @ShopperOnly({ verified: true })
  transactions(@Param() { email }: EmailParamDto) {
    return this.services.send(CreditPatterns.transactions, { email });
  }

  @Get('credit-transactions')
  @ShopperOnly({ verified: true })
  transactionsByQuery(@Query() { userEmail }: CreditsUserQueryDto) {
    return this.services.send(CreditPatterns.transactions, { email: userEmail });
  }

  /** Commerce's figures and engagement's count of the giveaways she entered. */
  @Get('user-stats')
  @ShopperOnly({ verified: true })
  async userStats(@Query() { userEmail }: CreditsUserQueryDto): Promise<UserStatsView> {
    const [commerce, engagement] = await Promise.all([
      this.services.send(CreditPatterns.userStats, { email: userEmail }),
      this.services.send(GiveawayPatterns.entryCount, { email: userEmail }),
    ]);
    return { totalCredits: commerce.totalCredits, totalPurchases: commerce.totalPurchases, giveawayEntries: engagement.giveawayEntries };
  }

  /**
   * One credit, one entry (docs/rules.md §8): the giveaway must take entries now (404/409 as entering would) and she must
   * have entered it (409), then commerce debits and engagement adds the tickets — or gives the credits back if that
   * stopped being true meanwhile.
   */
  @Post('credits/spend')
  @ShopperOnly({ verified: true })
  @HttpCode(201)
  @RateLimit(SPENDS_PER_MINUTE, MINUTE, 'session', SPEND_LIMIT)
  async spend(@Body() input: SpendCreditsDto, @CurrentShopper() shopper: ShopperSession | undefined) {
    // An admin passes the shopper guard for reads; spending is the shopper's own act, never done for her.
    if (!shopper) throw httpError('NOT_YOURS', 'Only the shopper herself can spend her credits');
    const giveaway = await this.services.send(GiveawayPatterns.assertCreditsSpendable, {
      giveawayId: input.giveawayId,
      email: input.userEmail,
    } satisfies CreditsSpendableQuery);
    return this.services.send(CreditPatterns.spend, {
      email: input.userEmail,
      credits: input.credits,
      giveawayId: giveaway.id,
      giveawayTitle: giveaway.title,
    });
  }

  @Post('admin/credits/add')
  @AdminOnly()
  @HttpCode(201)
  add(@Body() input: AddCreditsDto) {
    return this.services.send(CreditPatterns.adminAdd, { email: input.userEmail, credits: input.credits, reason: input.reason });
  }
}
