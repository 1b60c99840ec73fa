import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  AUCTION_LINE_TYPE,
  CreateDutchAuctionDto,
  DUTCH_AUCTION_NOT_ACTIVE,
  DUTCH_AUCTION_SOLD_OUT,
  DutchAuctionPurchase,
  DutchAuctionView,
  auctionRuleProblems,
  DutchAuctionWrite,
  isUuid,
  OrderEvents,
  OrderLine,
  PurchaseDutchAuctionDto,
  ShopperScope,
  UpdateDutchAuctionDto,
} from '@shop/contracts';
import { addToOutbox, queryRows, serviceError, UnitOfWork } from '@shop/platform';
import { gravityPriceAt, PricedCartLine, quoteCart, toCents, toDollars } from '@shop/pricing';
import { insertPendingOrder, orderCreatedEvent, OrderPlacement } from '../orders/checkout.service';
import { PaymentProviders } from '../payments/payment-providers';
import { PaymentsService } from '../payments/payments.service';
import { assertRoomForUnpaidOrder } from '../orders/unpaid-order-limit';
import { SubscriptionStatusService } from '../subscription-status/subscription-status.service';
import { AuctionRow, scheduleOf, toAuctionView } from './dutch-auction-row';

/** Every read of an auction takes the database's clock with it: one clock prices every instance's answers. */
const READ = 'SELECT *, statement_timestamp() AS read_at FROM dutch_auctions';

/** An auction as it will be stored, in cents. */
interface AuctionState {
  title: string;
  description: string | null;
  images: string[];
  isActive: boolean;
  startCents: number;
  endCents: number;
  retailCents: number;
  dropCents: number;
  intervalSeconds: number;
  quantity: number;
}

/**
 * Gravity (Dutch) auctions (docs/product/engagement.md §3, §4 "Gravity auction"; docs/rules.md §7). The price is never
 * stored: it is libs/pricing's `gravityPriceAt` of the schedule and the clock. A purchase takes one unit with a
 * conditional UPDATE (`sold_count < quantity`, under the row's lock), fixes the price at that moment and writes the
 * pending order in the same transaction; the order's expiry gives the unit back (auction-stock.ts).
 */
@Injectable()
export class DutchAuctionsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly unitOfWork: UnitOfWork,
    private readonly subscriptionStatus: SubscriptionStatusService,
    private readonly providers: PaymentProviders,
    private readonly payments: PaymentsService,
  ) {}

  /** GET /api/dutch-auctions: the active ones, newest first. */
  async listActive(): Promise<DutchAuctionView[]> {
    const rows = await queryRows<AuctionRow>(this.dataSource, `${READ} WHERE is_active ORDER BY created_at DESC, id DESC`);
    return rows.map(toAuctionView);
  }

  /** The admin panel: every auction, newest first. */
  async listAll(): Promise<DutchAuctionView[]> {
    const rows = await queryRows<AuctionRow>(this.dataSource, `${READ} ORDER BY created_at DESC, id DESC`);
    return rows.map(toAuctionView);
  }

  async create({ fields, images }: DutchAuctionWrite<CreateDutchAuctionDto>): Promise<DutchAuctionView> {
    const state: AuctionState = {
      title: fields.title,
      description: fields.description?.trim() || null,
      images,
      isActive: fields.isActive ?? true,
      startCents: toCents(fields.startPrice),
      endCents: toCents(fields.endPrice),
      retailCents: toCents(fields.originalRetailPrice),
      dropCents: toCents(fields.priceDropAmount),
      intervalSeconds: fields.priceDropInterval,
      quantity: fields.quantity,
    };
    assertState(state, 0);
    const [row] = await queryRows<AuctionRow>(
      this.dataSource,
      `INSERT INTO dutch_auctions (title, description, images, is_active, start_price_cents, end_price_cents,
         original_retail_price_cents, price_drop_cents, price_drop_interval_seconds, quantity)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *, statement_timestamp() AS read_at`,
      [
        state.title,
        state.description,
        JSON.stringify(state.images),
        state.isActive,
        state.startCents,
        state.endCents,
        state.retailCents,
        state.dropCents,
        state.intervalSeconds,
        state.quantity,
      ],
    );
    return toAuctionView(row);
  }

  /**
   * Changes the fields sent; the others stay. New images are added after the others, `removeImages` taken off (each
   * must be one of the auction's). Switching it on restarts the clock.
   */
  update(id: string, { fields, images }: DutchAuctionWrite<UpdateDutchAuctionDto>): Promise<DutchAuctionView> {
    const { removeImages = [], ...changes } = fields;
    if (!Object.values(changes).some((value) => value !== undefined) && !images.length && !removeImages.length) {
      throw serviceError('BAD_REQUEST', 'Send at least one field to change');
    }
    return this.unitOfWork.run(async (manager) => {
      const current = await lockedAuction(manager, id);
      for (const url of removeImages) {
        if (!current.images.includes(url)) throw serviceError('NOT_FOUND', `removeImages: ${url} is not one of this auction's images`);
      }
      const state: AuctionState = {
        title: changes.title ?? current.title,
        description: changes.description === undefined ? current.description : changes.description?.trim() || null,
        images: [...current.images.filter((url) => !removeImages.includes(url)), ...images],
        isActive: changes.isActive ?? current.is_active,
        startCents: changes.startPrice === undefined ? current.start_price_cents : toCents(changes.startPrice),
        endCents: changes.endPrice === undefined ? current.end_price_cents : toCents(changes.endPrice),
        retailCents: changes.originalRetailPrice === undefined ? current.original_retail_price_cents : toCents(changes.originalRetailPrice),
        dropCents: changes.priceDropAmount === undefined ? current.price_drop_cents : toCents(changes.priceDropAmount),
        intervalSeconds: changes.priceDropInterval ?? current.price_drop_interval_seconds,
        quantity: changes.quantity ?? current.quantity,
      };
      assertState(state, current.sold_count);
      const [row] = await queryRows<AuctionRow>(
        manager,
        `UPDATE dutch_auctions SET title = $2, description = $3, images = $4, is_active = $5, start_price_cents = $6,
           end_price_cents = $7, original_retail_price_cents = $8, price_drop_cents = $9, price_drop_interval_seconds = $10,
           quantity = $11, started_at = CASE WHEN $5 AND NOT is_active THEN now() ELSE started_at END, updated_at = now()
         WHERE id = $1 RETURNING *, statement_timestamp() AS read_at`,
        [
          id,
          state.title,
          state.description,
          JSON.stringify(state.images),
          state.isActive,
          state.startCents,
          state.endCents,
          state.retailCents,
          state.dropCents,
          state.intervalSeconds,
          state.quantity,
        ],
      );
      return toAuctionView(row);
    });
  }

  /** Answers the auction as it was, so the gateway can let go of its images. Orders keep their own copy of the line. */
  async remove(id: string): Promise<DutchAuctionView> {
    const [row] = isUuid(id)
      ? await queryRows<AuctionRow>(this.dataSource, 'DELETE FROM dutch_auctions WHERE id = $1 RETURNING *, statement_timestamp() AS read_at', [id])
      : [];
    if (!row) throw serviceError('NOT_FOUND', 'No gravity auction with that id');
    return toAuctionView(row);
  }

  /** Activate (restarting the clock when it was off) or deactivate; the same state again changes nothing. */
  async setActive(id: string, active: boolean): Promise<DutchAuctionView> {
    const [row] = isUuid(id)
      ? await queryRows<AuctionRow>(
          this.dataSource,
          `UPDATE dutch_auctions SET started_at = CASE WHEN $2 AND NOT is_active THEN now() ELSE started_at END,
           is_active = $2, updated_at = now()
         WHERE id = $1 RETURNING *, statement_timestamp() AS read_at`,
          [id, active],
        )
      : [];
    if (!row) throw serviceError('NOT_FOUND', 'No gravity auction with that id');
    return toAuctionView(row);
  }

  /**
   * Buys one unit at the price of this moment (docs/rules.md §7). The conditional UPDATE is the no-oversell check:
   * concurrent buyers of the last unit queue on the row's lock and, once the winner commits, find
   * `sold_count < quantity` false. The order: that one line, shipped and taxed by docs/rules.md §3 (no coupon, no
   * store credit, no mystery box: it is not a cart), pending for 30 minutes and counted among the session's unpaid
   * orders (at most 3: 409).
   */
  async purchase(
    id: string,
    email: string,
    scope: ShopperScope | undefined,
    where: PurchaseDutchAuctionDto,
    returnBase: string,
  ): Promise<DutchAuctionPurchase> {
    if (scope && scope.email !== email) throw serviceError('NOT_YOURS', 'You can only buy for yourself');
    if (!isUuid(id)) throw serviceError('NOT_FOUND', 'No gravity auction with that id');
    const isActiveSubscriber = await this.subscriptionStatus.isActiveSubscriber(email);
    const provider = this.providers.chosen(undefined);
    const placement: OrderPlacement = {
      cart: { email, sessionId: scope && !scope.verified ? scope.sessionId : null },
      sessionId: scope?.sessionId ?? null,
      paymentMethod: provider.name,
    };
    const bought = await this.unitOfWork.run(async (manager) => {
      await assertRoomForUnpaidOrder(manager, placement.sessionId);
      const [row] = await queryRows<AuctionRow>(
        manager,
        `UPDATE dutch_auctions SET sold_count = sold_count + 1, updated_at = now()
         WHERE id = $1 AND is_active AND sold_count < quantity RETURNING *, statement_timestamp() AS read_at`,
        [id],
      );
      if (!row) throw await whyNotForSale(manager, id);
      const price = gravityPriceAt(scheduleOf(row), row.read_at);
      const line: PricedCartLine = {
        id: `auction-${row.id}`,
        name: row.title,
        type: AUCTION_LINE_TYPE,
        unitCents: price.currentCents,
        quantity: 1,
        shippingCents: null,
      };
      const quote = quoteCart([line], { city: where.city, state: where.state, isActiveSubscriber }, row.read_at);
      const orderLine: OrderLine = {
        id: line.id,
        name: line.name,
        type: AUCTION_LINE_TYPE,
        duration: null,
        quantity: 1,
        price: toDollars(price.currentCents),
        originalPrice: toDollars(row.original_retail_price_cents),
        image: row.images[0] ?? null,
      };
      const order = await insertPendingOrder(manager, placement, where.city ?? null, { quote, coupon: null, lines: [orderLine] });
      await manager.query('INSERT INTO dutch_auction_purchases (order_id, auction_id, price_cents) VALUES ($1, $2, $3)', [
        order.id,
        row.id,
        price.currentCents,
      ]);
      await addToOutbox(manager, OrderEvents.created, orderCreatedEvent(order, placement));
      return {
        auction: toAuctionView(row),
        finalPrice: toDollars(price.currentCents),
        savings: toDollars(row.original_retail_price_cents - price.currentCents),
        order,
      };
    });
    return { ...bought, order: await this.payments.start(bought.order, provider, returnBase) };
  }
}

async function lockedAuction(manager: EntityManager, id: string): Promise<AuctionRow> {
  const [row] = isUuid(id) ? await queryRows<AuctionRow>(manager, `${READ} WHERE id = $1 FOR UPDATE`, [id]) : [];
  if (!row) throw serviceError('NOT_FOUND', 'No gravity auction with that id');
  return row;
}

/** Why the purchase's UPDATE took nothing: no such auction (404), switched off or sold out (409). */
async function whyNotForSale(manager: EntityManager, id: string) {
  const [row] = await queryRows<Pick<AuctionRow, 'is_active'>>(manager, 'SELECT is_active FROM dutch_auctions WHERE id = $1', [id]);
  if (!row) return serviceError('NOT_FOUND', 'No gravity auction with that id');
  return serviceError('SOLD_OUT', row.is_active ? DUTCH_AUCTION_SOLD_OUT : DUTCH_AUCTION_NOT_ACTIVE);
}

/** The rules across fields (libs/contracts rules/auction-rules.ts), on the auction as it will be; each message names its field. */
function assertState(state: AuctionState, soldCount: number): void {
  const [problem] = auctionRuleProblems({
    startPrice: state.startCents,
    endPrice: state.endCents,
    originalRetailPrice: state.retailCents,
    quantity: state.quantity,
    soldCount,
    imageCount: state.images.length,
  });
  if (problem) throw serviceError('BAD_REQUEST', problem.message);
}
