import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  CreateDailyDealDto,
  DailyDealChange,
  DailyDealSale,
  DailyDealStatus,
  DailyDealView,
  DEAL_DEFAULT_LENGTH_HOURS,
  DEAL_DISCOUNT_DEFAULT,
  DEAL_MAX_PER_SHOPPER_DEFAULT,
  DEAL_QUANTITY_DEFAULT,
  dealImagesProblem,
  dealPriceProblem,
  dealQuantityProblem,
  dealWindowProblem,
  isUuid,
  parseSaleTimerInstant,
  ProcessScheduledDealsAnswer,
  ProductPatterns,
  ProductView,
  ScheduleDealFromProductDto,
  UpdateDailyDealDto,
} from '@shop/contracts';
import { Bus, BUS, busRequest, queryRows, serviceError, UnitOfWork } from '@shop/platform';
import { dealDiscountPercent, percentOff, toCents } from '@shop/pricing';
import { dealBlurb } from './daily-deal-blurb';
import { DealRow, toDealSale, toDealView } from './daily-deal-row';
import { dealsWritten, PublicDealsCache } from './public-daily-deals-cache';

const HOUR_MS = 3_600_000;

/** A deal as it would be stored, checked across its fields before it is written. */
interface DealValues {
  title: string;
  description: string | null;
  images: string[];
  originalCents: number;
  saleCents: number;
  quantity: number;
  maxPerShopper: number;
  status: DailyDealStatus;
  start: Date;
  end: Date;
  productId: string | null;
  productLink: string | null;
}

/**
 * Daily deals (docs/product/engagement.md "Daily deals section", §3, §4; docs/product/back-office.md "Daily Deals
 * Management", §2.12, §5): the admin's writes, the public list, the scheduler. Stock is reserved by checkout
 * (deal-stock.ts).
 */
@Injectable()
export class DailyDealsService {
  private readonly publicDeals = new PublicDealsCache();

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly unitOfWork: UnitOfWork,
    @Inject(BUS) private readonly bus: Bus,
  ) {}

  /** GET /api/daily-deals: active, started and not ended, ending soonest first; from memory until a write (public-daily-deals-cache.ts). */
  listPublic(): Promise<DailyDealView[]> {
    return this.publicDeals.read(() =>
      queryRows<DealRow>(this.dataSource, `SELECT * FROM daily_deals WHERE status = 'active' AND end_date > now() ORDER BY end_date, created_at, id`),
    );
  }

  async listAll(): Promise<DailyDealView[]> {
    const rows = await queryRows<DealRow>(this.dataSource, 'SELECT * FROM daily_deals ORDER BY created_at DESC, id');
    return rows.map((row) => toDealView(row));
  }

  async listScheduled(): Promise<DailyDealView[]> {
    const rows = await queryRows<DealRow>(this.dataSource, `SELECT * FROM daily_deals WHERE status = 'scheduled' ORDER BY start_date, id`);
    return rows.map((row) => toDealView(row));
  }

  /** The Daily Deal Sales of the sales overview: every deal that has sold (or holds for a pending order) a unit. */
  async listSales(): Promise<DailyDealSale[]> {
    const rows = await queryRows<DealRow>(this.dataSource, 'SELECT * FROM daily_deals WHERE sold_count > 0 ORDER BY start_date DESC, id');
    return rows.map(toDealSale);
  }

  /** `images`: the addresses sent and the files uploaded; scheduledStartDate/scheduledEndDate stand in for absent dates. */
  async create(fields: CreateDailyDealDto, images: string[]): Promise<DailyDealView> {
    const tooMany = dealImagesProblem(images.length);
    if (tooMany) throw serviceError('BAD_REQUEST', tooMany.message);
    if (fields.productId) await this.product(fields.productId);
    const now = new Date();
    const startText = fields.startDate ?? fields.scheduledStartDate;
    const endText = fields.endDate ?? fields.scheduledEndDate;
    const start = startText ? parseSaleTimerInstant(startText) : now;
    const values: DealValues = {
      title: fields.title,
      description: fields.description || null,
      images,
      originalCents: toCents(fields.originalPrice),
      saleCents: toCents(fields.salePrice),
      quantity: fields.quantity ?? DEAL_QUANTITY_DEFAULT,
      maxPerShopper: fields.maxPerShopper ?? DEAL_MAX_PER_SHOPPER_DEFAULT,
      status:
        fields.status ??
        (fields.isActive === false
          ? 'inactive'
          : fields.isActive || start <= now
            ? 'active'
            : fields.autoActivate === false
              ? 'inactive'
              : 'scheduled'),
      start,
      end: endText ? parseSaleTimerInstant(endText) : new Date(start.getTime() + DEAL_DEFAULT_LENGTH_HOURS * HOUR_MS),
      productId: fields.productId || null,
      productLink: fields.productLink || null,
    };
    return toDealView(await writing(() => this.unitOfWork.run((manager) => insertDeal(manager, values))));
  }

  /** Changes the fields sent; new images are added after the ones kept (`keepImages`, else all of them). */
  async update(id: string, fields: UpdateDailyDealDto, images: string[]): Promise<DailyDealChange> {
    assertId(id);
    if (fields.productId) await this.product(fields.productId);
    return writing(() =>
      this.unitOfWork.run(async (manager) => {
        const current = await lockedDeal(manager, id);
        const kept = fields.keepImages ?? current.images;
        const unknown = kept.filter((url) => !current.images.includes(url));
        if (unknown.length) throw serviceError('BAD_REQUEST', 'keepImages must name images the deal already has');
        const values: DealValues = {
          title: fields.title ?? current.title,
          description: fields.description === undefined ? current.description : fields.description || null,
          images: [...kept, ...images],
          originalCents: fields.originalPrice === undefined ? current.original_price_cents : toCents(fields.originalPrice),
          saleCents: fields.salePrice === undefined ? current.sale_price_cents : toCents(fields.salePrice),
          quantity: fields.quantity ?? current.quantity,
          maxPerShopper: fields.maxPerShopper ?? current.max_per_shopper,
          status: fields.status ?? (fields.isActive === undefined ? current.status : fields.isActive ? 'active' : 'inactive'),
          start: fields.startDate ? parseSaleTimerInstant(fields.startDate) : new Date(current.start_date),
          end: fields.endDate ? parseSaleTimerInstant(fields.endDate) : new Date(current.end_date),
          productId: fields.productId === undefined ? current.product_id : fields.productId || null,
          productLink: fields.productLink === undefined ? current.product_link : fields.productLink || null,
        };
        assertDeal(values);
        const belowSold = dealQuantityProblem(values.quantity, current.sold_count);
        if (belowSold) throw serviceError('BELOW_SOLD', belowSold.message);
        const [row] = await queryRows<DealRow>(
          manager,
          `UPDATE daily_deals SET title = $2, description = $3, images = $4, original_price_cents = $5, sale_price_cents = $6,
           quantity = $7, status = $8, start_date = $9, end_date = $10, product_id = $11, product_link = $12, max_per_shopper = $13,
           updated_at = now()
         WHERE id = $1 RETURNING *`,
          [
            id,
            values.title,
            values.description,
            JSON.stringify(values.images),
            values.originalCents,
            values.saleCents,
            values.quantity,
            values.status,
            values.start,
            values.end,
            values.productId,
            values.productLink,
            values.maxPerShopper,
          ],
        );
        return { deal: toDealView(row), droppedImages: current.images.filter((url) => !values.images.includes(url)) };
      }),
    );
  }

  /** Pending orders keep their lines; expiring them later gives back nothing to a deal that is gone. */
  async remove(id: string): Promise<DailyDealChange> {
    assertId(id);
    const [row] = await writing(() => queryRows<DealRow>(this.dataSource, 'DELETE FROM daily_deals WHERE id = $1 RETURNING *', [id]));
    if (!row) throw serviceError('NOT_FOUND', 'No daily deal with that id');
    return { deal: toDealView(row), droppedImages: row.images };
  }

  /**
   * The scheduler (docs/product/back-office.md §2.12): the product's current price less the discount, its name,
   * pictures and a blurb from its own text; scheduled, for processing to activate when its start comes.
   */
  async scheduleFromProduct(input: ScheduleDealFromProductDto): Promise<DailyDealView> {
    const product = await this.product(input.productId);
    const discount = input.discountPercent ?? DEAL_DISCOUNT_DEFAULT;
    const originalCents = toCents(product.salePrice ?? product.price);
    const saleCents = percentOff(originalCents, discount);
    if (originalCents <= 0 || saleCents >= originalCents) {
      throw serviceError('BUSINESS_RULE', 'This product costs too little for a deal: the discount would save nothing');
    }
    const values: DealValues = {
      title: product.name,
      description: input.blurb?.trim() || dealBlurb(product, originalCents, saleCents, dealDiscountPercent(originalCents, saleCents)),
      images: product.images,
      originalCents,
      saleCents,
      quantity: input.quantity ?? DEAL_QUANTITY_DEFAULT,
      maxPerShopper: DEAL_MAX_PER_SHOPPER_DEFAULT,
      status: 'scheduled',
      start: parseSaleTimerInstant(input.startDate),
      end: parseSaleTimerInstant(input.endDate),
      productId: product.id,
      productLink: `/products?product=${product.id}`,
    };
    return toDealView(await writing(() => this.unitOfWork.run((manager) => insertDeal(manager, values))));
  }

  /** 'Activate Now': active from now (a later start is brought forward); a deal whose end has passed cannot be. */
  async activate(id: string): Promise<DailyDealView> {
    assertId(id);
    const [row] = await writing(() =>
      queryRows<DealRow>(
        this.dataSource,
        `UPDATE daily_deals SET status = 'active', start_date = LEAST(start_date, now()), updated_at = now()
       WHERE id = $1 AND end_date > now() RETURNING *`,
        [id],
      ),
    );
    if (row) return toDealView(row);
    const [existing] = await queryRows<DealRow>(this.dataSource, 'SELECT id FROM daily_deals WHERE id = $1', [id]);
    if (!existing) throw serviceError('NOT_FOUND', 'No daily deal with that id');
    throw serviceError('BUSINESS_RULE', 'This deal has ended: move its end date forward before activating it');
  }

  /**
   * Processing scheduled deals: ended ones become inactive, scheduled ones whose start has come become active.
   * Each is one conditional UPDATE, so runs at the same moment (two instances, or the job and an admin's call)
   * change each deal once: the second waits on the row and finds the condition no longer true.
   */
  processScheduled(): Promise<ProcessScheduledDealsAnswer> {
    return writing(() =>
      this.unitOfWork.run(async (manager) => {
        const expired = await queryRows(
          manager,
          `UPDATE daily_deals SET status = 'inactive', updated_at = now()
         WHERE status IN ('active', 'scheduled') AND end_date <= now() RETURNING id`,
        );
        const activated = await queryRows(
          manager,
          `UPDATE daily_deals SET status = 'active', updated_at = now()
         WHERE status = 'scheduled' AND start_date <= now() AND end_date > now() RETURNING id`,
        );
        return { activated: activated.length, expired: expired.length };
      }),
    );
  }

  /** The product from the catalogue; an unknown one is 404 naming it. */
  private async product(id: string): Promise<ProductView> {
    return busRequest(this.bus, ProductPatterns.get, { id, includeInactive: false }).catch((err: unknown) => {
      if ((err as { code?: string })?.code === 'NOT_FOUND') throw serviceError('NOT_FOUND', 'productId: no product with that id');
      throw err;
    });
  }
}

/** A write to daily_deals, then (committed or not) the public list is loaded again at its next read. */
async function writing<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } finally {
    dealsWritten();
  }
}

function assertId(id: string): void {
  if (!isUuid(id)) throw serviceError('NOT_FOUND', 'No daily deal with that id');
}

/** The rules across fields (docs/product/back-office.md §5, libs/contracts rules/deal-rules.ts): the sale price below the original, the end after the start. */
function assertDeal(values: DealValues): void {
  const problem =
    dealPriceProblem({ originalPrice: values.originalCents, salePrice: values.saleCents }) ??
    dealWindowProblem({ startDate: values.start, endDate: values.end });
  if (problem) throw serviceError('BAD_REQUEST', problem.message);
}

async function insertDeal(manager: EntityManager, values: DealValues): Promise<DealRow> {
  assertDeal(values);
  const [row] = await queryRows<DealRow>(
    manager,
    `INSERT INTO daily_deals (title, description, images, original_price_cents, sale_price_cents, quantity, status, start_date, end_date,
       product_id, product_link, max_per_shopper)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING *`,
    [
      values.title,
      values.description,
      JSON.stringify(values.images),
      values.originalCents,
      values.saleCents,
      values.quantity,
      values.status,
      values.start,
      values.end,
      values.productId,
      values.productLink,
      values.maxPerShopper,
    ],
  );
  return row;
}

async function lockedDeal(manager: EntityManager, id: string): Promise<DealRow> {
  const [row] = await queryRows<DealRow>(manager, 'SELECT * FROM daily_deals WHERE id = $1 FOR UPDATE', [id]);
  if (!row) throw serviceError('NOT_FOUND', 'No daily deal with that id');
  return row;
}
