import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource, EntityManager, MoreThanOrEqual } from 'typeorm';
import {
  CreateSaleTimerDto,
  parseSaleTimerInstant,
  SaleTimer,
  SaleTimerBroadcasts,
  SaleTimerDeleted,
  SaleTimerEvents,
  saleTimerProblem,
  SaleTimerType,
  SiteWideSale,
  UpdateSaleTimerDto,
  isUuid,
} from '@shop/contracts';
import { addToOutbox, Bus, BUS, serviceError, UnitOfWork } from '@shop/platform';
import { isSaleTimerActive } from '@shop/pricing';
import { SaleTimerEntity } from './sale-timer.entity';

/** A safety net for a lost broadcast (NATS broadcasts are fire-and-forget): no instance keeps its copy longer. */
const ACTIVE_CACHE_TTL_MS = 60_000;

interface CandidateCache {
  /** Holds every switched-on timer whose end is at or after this instant (ms). */
  from: number;
  loadedAt: number;
  rows: readonly SaleTimerEntity[];
}

/**
 * Timed sales (docs/product/back-office.md "Sale Timer Management") and the site-wide sale they
 * make. The active timers are read whenever a price is shown, so they are
 * kept in memory: every write here, and the broadcast of a write on another
 * instance, drops the copy. The time window is judged at each call with the
 * shop's one rule (`isSaleTimerActive`), so a timer starts and ends on the
 * second without any write.
 */
@Injectable()
export class SaleTimersService implements OnModuleInit {
  private cache: CandidateCache | null = null;
  /** Bumped by every drop, so a read that raced a write never stores what it read. */
  private generation = 0;

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(BUS) private readonly bus: Bus,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  onModuleInit(): void {
    this.bus.onBroadcast(SaleTimerBroadcasts.changed, () => this.dropCache());
  }

  /** Every timer, newest first (the admin list). */
  async list(now = new Date()): Promise<SaleTimer[]> {
    const rows = await this.dataSource.getRepository(SaleTimerEntity).find({ order: { createdAt: 'DESC', id: 'DESC' } });
    return rows.map((row) => toSaleTimer(row, now));
  }

  async create(input: CreateSaleTimerDto): Promise<SaleTimer> {
    const fields = settle({
      name: input.name,
      description: input.description ?? null,
      discountPercentage: input.discountPercentage,
      startTime: parseSaleTimerInstant(input.startTime),
      endTime: parseSaleTimerInstant(input.endTime),
      saleType: input.saleType,
      targetCategories: input.targetCategories ?? null,
      targetProductIds: input.targetProductIds ?? null,
      isActive: input.isActive ?? true,
    });
    const saved = await this.unitOfWork.run(async (manager) => {
      const repository = manager.getRepository(SaleTimerEntity);
      const row = await repository.save(repository.create(fields));
      await addToOutbox(manager, SaleTimerEvents.created, snapshot(row));
      return row;
    });
    this.changed();
    return toSaleTimer(saved, new Date());
  }

  /** A partial update; switching the sale type clears the other type's target list. */
  async update(id: string, changes: UpdateSaleTimerDto): Promise<SaleTimer> {
    assertId(id);
    if (!Object.values(changes ?? {}).some((value) => value !== undefined)) {
      throw serviceError('BAD_REQUEST', 'Send at least one field to change');
    }
    const saved = await this.unitOfWork.run(async (manager) => {
      const row = await this.lockedRow(manager, id);
      const saleType = changes.saleType ?? row.saleType;
      const switched = saleType !== row.saleType;
      Object.assign(
        row,
        settle({
          name: changes.name ?? row.name,
          description: changes.description !== undefined ? changes.description : row.description,
          discountPercentage: changes.discountPercentage ?? row.discountPercentage,
          startTime: changes.startTime ? parseSaleTimerInstant(changes.startTime) : row.startTime,
          endTime: changes.endTime ? parseSaleTimerInstant(changes.endTime) : row.endTime,
          saleType,
          targetCategories: changes.targetCategories !== undefined ? changes.targetCategories : switched ? null : row.targetCategories,
          targetProductIds: changes.targetProductIds !== undefined ? changes.targetProductIds : switched ? null : row.targetProductIds,
          isActive: changes.isActive ?? row.isActive,
        }),
      );
      const updated = await manager.getRepository(SaleTimerEntity).save(row);
      await addToOutbox(manager, SaleTimerEvents.updated, snapshot(updated));
      return updated;
    });
    this.changed();
    return toSaleTimer(saved, new Date());
  }

  async delete(id: string): Promise<SaleTimerDeleted> {
    assertId(id);
    await this.unitOfWork.run(async (manager) => {
      const row = await this.lockedRow(manager, id);
      await manager.getRepository(SaleTimerEntity).delete({ id });
      await addToOutbox(manager, SaleTimerEvents.deleted, snapshot(row));
    });
    this.changed();
    return { id, deleted: true };
  }

  /**
   * The timers active at `now` (isActive and start ≤ now ≤ end), soonest
   * ending first. Product pricing calls this in-process for every price it
   * shows; it is answered from memory after the first call.
   */
  async activeTimers(now = new Date()): Promise<SaleTimer[]> {
    const rows = await this.candidates(now);
    return rows.filter((row) => isSaleTimerActive(row, now)).map((row) => toSaleTimer(row, now));
  }

  /** The site-wide sale: the active `all` timer with the largest discount (then the latest end, then the newest), or null. */
  async siteWideSale(now = new Date()): Promise<SiteWideSale | null> {
    const [best] = (await this.activeTimers(now))
      .filter((timer) => timer.saleType === 'all')
      .sort(
        (a, b) =>
          b.discountPercentage - a.discountPercentage ||
          Date.parse(b.endTime) - Date.parse(a.endTime) ||
          Date.parse(b.createdAt) - Date.parse(a.createdAt),
      );
    return best ? { title: best.name, discountPercentage: best.discountPercentage, endTime: best.endTime } : null;
  }

  private async lockedRow(manager: EntityManager, id: string): Promise<SaleTimerEntity> {
    const row = await manager.getRepository(SaleTimerEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!row) throw serviceError('NOT_FOUND', 'No sale timer with that id');
    return row;
  }

  /** Switched-on timers that have not ended by `now`: from memory while fresh, else from the database. */
  private async candidates(now: Date): Promise<readonly SaleTimerEntity[]> {
    const at = now.getTime();
    if (Number.isNaN(at)) throw new RangeError('activeTimers needs a valid date');
    const cached = this.cache;
    if (cached && cached.from <= at && Date.now() - cached.loadedAt < ACTIVE_CACHE_TTL_MS) return cached.rows;
    const generation = this.generation;
    const loadedAt = Date.now();
    const from = Math.min(at, loadedAt);
    const rows = await this.dataSource.getRepository(SaleTimerEntity).find({
      where: { isActive: true, endTime: MoreThanOrEqual(new Date(from)) },
      order: { endTime: 'ASC', createdAt: 'ASC', id: 'ASC' },
    });
    if (generation === this.generation) this.cache = { from, loadedAt, rows: rows.map((row) => Object.freeze(row)) };
    return rows;
  }

  private dropCache(): void {
    this.generation++;
    this.cache = null;
  }

  /** After a committed write: this instance drops its copy now, the others on the broadcast. */
  private changed(): void {
    this.dropCache();
    this.bus.broadcast(SaleTimerBroadcasts.changed, {});
  }
}

interface SaleTimerFields {
  name: string;
  description: string | null;
  discountPercentage: number;
  startTime: Date;
  endTime: Date;
  saleType: SaleTimerType;
  targetCategories: string[] | null;
  targetProductIds: string[] | null;
  isActive: boolean;
}

/**
 * The timer as it will be stored: checked across its fields (400 naming the
 * field), an empty target list of another type read as none, the target list
 * of another type stored null, a blank description stored null.
 */
function settle(fields: SaleTimerFields): SaleTimerFields {
  const problem = saleTimerProblem(fields);
  if (problem) throw serviceError('BAD_REQUEST', problem);
  const description = fields.description?.trim() || null;
  return {
    ...fields,
    description,
    targetCategories: fields.saleType === 'category' ? fields.targetCategories : null,
    targetProductIds: fields.saleType === 'specific' ? fields.targetProductIds : null,
  };
}

function assertId(id: unknown): asserts id is string {
  if (!isUuid(id)) throw serviceError('NOT_FOUND', 'No sale timer with that id');
}

function toSaleTimer(row: SaleTimerEntity, now: Date): SaleTimer {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    discountPercentage: row.discountPercentage,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    saleType: row.saleType,
    targetCategories: row.targetCategories ? [...row.targetCategories] : null,
    targetProductIds: row.targetProductIds ? [...row.targetProductIds] : null,
    isActive: row.isActive,
    isCurrentlyActive: isSaleTimerActive(row, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the events carry: the id and the few fields a consumer would show. */
function snapshot(row: SaleTimerEntity) {
  return {
    id: row.id,
    name: row.name,
    discountPercentage: row.discountPercentage,
    saleType: row.saleType,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    isActive: row.isActive,
  };
}
