import { isUUID } from 'class-validator';
import { Optional, Rule, ShopEmail, Text } from '../validation/field-rules';
import { CREDIT_REASON_MAX_LENGTH, MAX_CREDITS_PER_REQUEST } from './credits';

// Credits' request bodies and queries, validated by the gateway (values and answers: credits.ts). The balance a spend
// needs is checked by commerce on the ledger, in the spend's own statement.

/** A whole number of credits from 1 to MAX_CREDITS_PER_REQUEST: 0, negatives, fractions and text are refused. */
const CreditAmount = () =>
  Rule('isCreditAmount', (value) =>
    Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_CREDITS_PER_REQUEST
      ? null
      : `credits must be a whole number from 1 to ${MAX_CREDITS_PER_REQUEST}`,
  );

/** GET /api/credit-transactions?userEmail= and GET /api/user-stats?userEmail= */
export class CreditsUserQueryDto {
  @ShopEmail()
  userEmail: string;
}

/** POST /api/credits/spend: the session's own e-mail, how many credits, and the giveaway they buy entries in. */
export class SpendCreditsDto {
  @ShopEmail()
  userEmail: string;

  @CreditAmount()
  credits: number;

  @Rule('isGiveawayId', (value) => (typeof value === 'string' && isUUID(value) ? null : 'giveawayId must be a valid id'))
  giveawayId: string;
}

/** POST /api/admin/credits/add (docs/product/back-office.md "Credit Management"). */
export class AddCreditsDto {
  @ShopEmail()
  userEmail: string;

  @CreditAmount()
  credits: number;

  @Optional()
  @Text(CREDIT_REASON_MAX_LENGTH)
  reason?: string;
}
