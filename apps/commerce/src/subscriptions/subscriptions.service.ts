import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  CreateSubscriptionDto,
  MAX_SUBSCRIPTION_IMAGES,
  SUBSCRIPTION_LIMITS,
  SUBSCRIPTION_PLAN_DURATIONS,
  SubscriptionCreate,
  SubscriptionDemoSeedInput,
  SubscriptionDemoSeedResult,
  SubscriptionDuration,
  SubscriptionImageRemoval,
  SubscriptionImagesAdd,
  SubscriptionRef,
  SubscriptionReviewsUpdate,
  SubscriptionUpdate,
  SubscriptionView,
  UpdateSubscriptionDto,
  isUuid,
} from '@shop/contracts';
import { serviceError, UnitOfWork } from '@shop/platform';
import { subscriptionLineCents, toCents, toDollars, type Cents, type SubscriptionPrices } from '@shop/pricing';
import { SubscriptionEntity } from './subscription.entity';
import { seedDemoSubscription } from './subscriptions.seed';

/** What the cart and checkout charge for one unit of a subscription line. */
export interface SubscriptionLinePrice {
  id: string;
  title: string;
  /** months × the monthly price (docs/rules.md §3), in cents. */
  unitCents: Cents;
  /** The plan's first image, or null. */
  image: string | null;
}

/**
 * Subscription plans: shoppers read the active ones, admins write them
 * (docs/rules.md §4). Every write locks the row and runs in one transaction.
 */
@Injectable()
export class SubscriptionsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** Active plans, oldest first: the subscription screen shows the first. */
  async listActive(): Promise<SubscriptionView[]> {
    const rows = await this.dataSource.getRepository(SubscriptionEntity).find({
      where: { isActive: true },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return rows.map(toSubscriptionView);
  }

  /** Every plan, active or not, oldest first. */
  async listAll(): Promise<SubscriptionView[]> {
    const rows = await this.dataSource.getRepository(SubscriptionEntity).find({ order: { createdAt: 'ASC', id: 'ASC' } });
    return rows.map(toSubscriptionView);
  }

  async get({ id, includeInactive = false }: SubscriptionRef): Promise<SubscriptionView> {
    const row = await findSubscription(this.dataSource.manager, id);
    if (!row.isActive && !includeInactive) throw notFound();
    return toSubscriptionView(row);
  }

  /**
   * The in-process price of a cart line for the cart and checkout: an active
   * plan's line price for that many months, via libs/pricing. Pass the
   * caller's transaction as `manager` to read inside it. NOT_FOUND for an
   * unknown or inactive plan, BAD_REQUEST for a plan length other than 1, 3, 6, 12.
   */
  async priceFor(
    subscriptionId: string,
    months: SubscriptionDuration,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<SubscriptionLinePrice> {
    if (!(SUBSCRIPTION_PLAN_DURATIONS as readonly number[]).includes(months)) {
      throw serviceError('BAD_REQUEST', 'A subscription plan is 1, 3, 6 or 12 months');
    }
    const row = await findSubscription(manager, subscriptionId);
    if (!row.isActive) throw notFound();
    return { id: row.id, title: row.title, unitCents: subscriptionLineCents({ ...pricesOf(row), months }), image: row.images[0] ?? null };
  }

  create({ fields, images }: SubscriptionCreate): Promise<SubscriptionView> {
    return this.unitOfWork.run(async (manager) => {
      checkImageCount(images.length);
      const repository = manager.getRepository(SubscriptionEntity);
      const row = repository.create({ title: fields.title, basePriceCents: toCents(fields.basePrice), images, reviews: fields.reviews ?? [] });
      applyFields(row, fields);
      checkEarlyBird(row);
      return toSubscriptionView(await repository.save(row));
    });
  }

  /** Fields left out keep their value; null clears an optional price or the weeks; new images are added after the others. */
  update({ id, fields, images }: SubscriptionUpdate): Promise<SubscriptionView> {
    return this.change(id, (row) => {
      applyFields(row, fields);
      checkEarlyBird(row);
      checkImageCount(row.images.length + images.length);
      row.images = [...row.images, ...images];
    });
  }

  setReviews({ id, reviews }: SubscriptionReviewsUpdate): Promise<SubscriptionView> {
    return this.change(id, (row) => {
      row.reviews = reviews;
    });
  }

  addImages({ id, imageUrls }: SubscriptionImagesAdd): Promise<SubscriptionView> {
    return this.change(id, (row) => {
      checkImageCount(row.images.length + imageUrls.length);
      row.images = [...row.images, ...imageUrls];
    });
  }

  removeImage({ id, imageUrl }: SubscriptionImageRemoval): Promise<SubscriptionView> {
    return this.change(id, (row) => {
      if (!row.images.includes(imageUrl)) throw serviceError('NOT_FOUND', "This image is not one of the subscription's images");
      row.images = row.images.filter((url) => url !== imageUrl);
    });
  }

  toggle(id: string): Promise<SubscriptionView> {
    return this.change(id, (row) => {
      row.isActive = !row.isActive;
    });
  }

  /** Answers the plan as it was, so the caller can let go of its images. */
  remove(id: string): Promise<SubscriptionView> {
    return this.unitOfWork.run(async (manager) => {
      const row = await findSubscription(manager, id, true);
      await manager.getRepository(SubscriptionEntity).delete({ id: row.id });
      return toSubscriptionView(row);
    });
  }

  seedDemo(input: SubscriptionDemoSeedInput = {}): Promise<SubscriptionDemoSeedResult> {
    const images = input.images ?? [];
    const valid =
      Array.isArray(images) &&
      images.length <= MAX_SUBSCRIPTION_IMAGES &&
      images.every((url) => typeof url === 'string' && url.length > 0 && url.length <= SUBSCRIPTION_LIMITS.imageUrl);
    if (!valid) throw serviceError('BAD_REQUEST', `images must be a list of at most ${MAX_SUBSCRIPTION_IMAGES} image addresses`);
    return this.unitOfWork.run((manager) => seedDemoSubscription(manager, images));
  }

  /** Locks the plan, applies the change and saves it, in one transaction. */
  private change(id: string, apply: (row: SubscriptionEntity) => void): Promise<SubscriptionView> {
    return this.unitOfWork.run(async (manager) => {
      const row = await findSubscription(manager, id, true);
      apply(row);
      return toSubscriptionView(await manager.getRepository(SubscriptionEntity).save(row));
    });
  }
}

async function findSubscription(manager: EntityManager, id: string, forUpdate = false): Promise<SubscriptionEntity> {
  if (!isUuid(id)) throw notFound();
  const row = await manager.getRepository(SubscriptionEntity).findOne({
    where: { id },
    ...(forUpdate ? { lock: { mode: 'pessimistic_write' as const } } : {}),
  });
  if (!row) throw notFound();
  return row;
}

function notFound() {
  return serviceError('NOT_FOUND', 'Subscription not found');
}

const cents = (dollars: number | null): number | null => (dollars === null ? null : toCents(dollars));

/** Copies the fields that were sent onto the row, dollars to cents. */
function applyFields(row: SubscriptionEntity, fields: UpdateSubscriptionDto | CreateSubscriptionDto): void {
  if (fields.title !== undefined) row.title = fields.title;
  if (fields.description !== undefined) row.description = fields.description;
  if (fields.basePrice !== undefined) row.basePriceCents = toCents(fields.basePrice);
  if (fields.price1Month !== undefined) row.price1MonthCents = cents(fields.price1Month);
  if (fields.price3Month !== undefined) row.price3MonthCents = cents(fields.price3Month);
  if (fields.price6Month !== undefined) row.price6MonthCents = cents(fields.price6Month);
  if (fields.price12Month !== undefined) row.price12MonthCents = cents(fields.price12Month);
  if (fields.isEarlyBirdEnabled !== undefined) row.isEarlyBirdEnabled = fields.isEarlyBirdEnabled;
  if (fields.earlyBirdPrice !== undefined) row.earlyBirdPriceCents = cents(fields.earlyBirdPrice);
  if (fields.has12MonthBonus !== undefined) row.has12MonthBonus = fields.has12MonthBonus;
  if (fields.twelveMonthBonusText !== undefined) row.twelveMonthBonusText = fields.twelveMonthBonusText;
  if (fields.hasFreeLessons !== undefined) row.hasFreeLessons = fields.hasFreeLessons;
  if (fields.freeLessonsWeeks !== undefined) row.freeLessonsWeeks = fields.freeLessonsWeeks;
  if (fields.freeLessonsText !== undefined) row.freeLessonsText = fields.freeLessonsText;
  if (fields.characteristics !== undefined) row.characteristics = fields.characteristics;
  if (fields.isActive !== undefined) row.isActive = fields.isActive;
  if (fields.reviews !== undefined) row.reviews = fields.reviews;
}

/** An enabled early-bird price replaces every plan's price, so it must be there (and above 0). */
function checkEarlyBird(row: SubscriptionEntity): void {
  if (row.isEarlyBirdEnabled && !(row.earlyBirdPriceCents && row.earlyBirdPriceCents > 0)) {
    throw serviceError('BAD_REQUEST', 'earlyBirdPrice is required (above 0) while isEarlyBirdEnabled is true');
  }
}

function checkImageCount(count: number): void {
  if (count > MAX_SUBSCRIPTION_IMAGES) {
    throw serviceError('BAD_REQUEST', `A subscription holds at most ${MAX_SUBSCRIPTION_IMAGES} images; delete one first`);
  }
}

function pricesOf(row: SubscriptionEntity): SubscriptionPrices {
  return {
    basePrice: row.basePriceCents,
    price1Month: row.price1MonthCents,
    price3Month: row.price3MonthCents,
    price6Month: row.price6MonthCents,
    price12Month: row.price12MonthCents,
    isEarlyBirdEnabled: row.isEarlyBirdEnabled,
    earlyBirdPrice: row.earlyBirdPriceCents,
  };
}

const dollars = (value: number | null): number | null => (value === null ? null : toDollars(value));

export function toSubscriptionView(row: SubscriptionEntity): SubscriptionView {
  const prices = pricesOf(row);
  const line = (months: SubscriptionDuration) => toDollars(subscriptionLineCents({ ...prices, months }));
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: row.images[0] ?? null,
    images: row.images,
    characteristics: row.characteristics,
    reviews: row.reviews,
    basePrice: toDollars(row.basePriceCents),
    price1Month: dollars(row.price1MonthCents),
    price3Month: dollars(row.price3MonthCents),
    price6Month: dollars(row.price6MonthCents),
    price12Month: dollars(row.price12MonthCents),
    isEarlyBirdEnabled: row.isEarlyBirdEnabled,
    earlyBirdPrice: dollars(row.earlyBirdPriceCents),
    has12MonthBonus: row.has12MonthBonus,
    twelveMonthBonusText: row.twelveMonthBonusText,
    hasFreeLessons: row.hasFreeLessons,
    freeLessonsWeeks: row.freeLessonsWeeks,
    freeLessonsText: row.freeLessonsText,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    planPrices: { 1: line(1), 3: line(3), 6: line(6), 12: line(12) },
  };
}
