import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  CreateMysteryBoxDto,
  MysteryBox,
  MysteryBoxBroadcasts,
  MysteryBoxDeleted,
  MysteryBoxStatus,
  UpdateMysteryBoxDto,
  isUuid,
} from '@shop/contracts';
import { Bus, BUS, queryRows, ReadCache, serviceError, UnitOfWork } from '@shop/platform';
import { MysteryTier, toCents, toDollars } from '@shop/pricing';
import { CommerceSettingRow } from './commerce-setting-row';
import { MysteryBoxTierRow } from './mystery-box-tier-row';

/** The `commerce_settings` key of the promotion's switch. */
export const MYSTERY_BOX_ENABLED_KEY = 'mystery_box_enabled';

/** Lowest threshold first; on equal thresholds the larger reward, then the oldest. */
const TIER_ORDER = 'ORDER BY threshold_cents, reward_value_cents DESC, created_at, id';

export interface MysteryPromotion {
  enabled: boolean;
  tiers: MysteryTier[];
}

/**
 * The mystery-box promotion (docs/product/back-office.md "Mystery Box Promotion System";
 * docs/rules.md §3): its tiers and its on/off switch. Which tier a cart earns
 * is libs/pricing's `mysteryBoxLine`, fed by `promotion()`.
 */
@Injectable()
export class MysteryBoxesService {
  /** Every quote and checkout reads the promotion; it is read again after any change to it (here, or on another instance). */
  private readonly promotionCache = new ReadCache<MysteryPromotion>({ ttlMs: 60_000 });

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly unitOfWork: UnitOfWork,
    @Inject(BUS) private readonly bus: Bus,
  ) {
    bus.onBroadcast(MysteryBoxBroadcasts.changed, () => this.promotionCache.drop());
  }

  /** Every tier (active or not), by threshold ascending, in dollars. */
  async list(): Promise<MysteryBox[]> {
    const rows = await queryRows<MysteryBoxTierRow>(this.dataSource, `SELECT * FROM mystery_box_tiers ${TIER_ORDER}`);
    return rows.map(toMysteryBox);
  }

  async create(input: CreateMysteryBoxDto): Promise<MysteryBox> {
    const [row] = await this.write((manager) =>
      queryRows<MysteryBoxTierRow>(
        manager,
        `INSERT INTO mystery_box_tiers (title, description, threshold_cents, reward_value_cents, is_active)
       VALUES ($1, $2, $3, $4, $5) RETURNING *`,
        [input.title, input.description?.trim() || null, toCents(input.threshold), toCents(input.rewardValue), input.isActive ?? true],
      ),
    );
    return toMysteryBox(row);
  }

  /** Changes the fields sent; the others stay. */
  async update(id: string, changes: UpdateMysteryBoxDto): Promise<MysteryBox> {
    assertId(id);
    if (!Object.values(changes ?? {}).some((value) => value !== undefined)) {
      throw serviceError('BAD_REQUEST', 'Send at least one field to change');
    }
    const row = await this.write(async (manager) => {
      const current = await lockedTier(manager, id);
      const [updated] = await queryRows<MysteryBoxTierRow>(
        manager,
        `UPDATE mystery_box_tiers SET title = $1, description = $2, threshold_cents = $3, reward_value_cents = $4, is_active = $5,
           updated_at = now()
         WHERE id = $6 RETURNING *`,
        [
          changes.title ?? current.title,
          changes.description === undefined ? current.description : changes.description?.trim() || null,
          changes.threshold === undefined ? current.threshold_cents : toCents(changes.threshold),
          changes.rewardValue === undefined ? current.reward_value_cents : toCents(changes.rewardValue),
          changes.isActive ?? current.is_active,
          id,
        ],
      );
      return updated;
    });
    return toMysteryBox(row);
  }

  async delete(id: string): Promise<MysteryBoxDeleted> {
    assertId(id);
    await this.write(async (manager) => {
      await lockedTier(manager, id);
      await manager.query('DELETE FROM mystery_box_tiers WHERE id = $1', [id]);
    });
    return { id, deleted: true };
  }

  /** GET /api/mystery-box/status. */
  async status(): Promise<MysteryBoxStatus> {
    return { isEnabled: await this.isEnabled(this.dataSource.manager) };
  }

  /** POST /api/mystery-box/toggle: sets the switch (setting it twice is harmless). */
  async setStatus(isEnabled: boolean): Promise<MysteryBoxStatus> {
    if (typeof isEnabled !== 'boolean') throw serviceError('BAD_REQUEST', 'isEnabled must be true or false');
    await this.write(async (manager) => {
      await manager.query(
        `INSERT INTO commerce_settings (key, value) VALUES ($1, $2::jsonb)
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
        [MYSTERY_BOX_ENABLED_KEY, JSON.stringify(isEnabled)],
      );
    });
    return { isEnabled };
  }

  /**
   * The in-process API of the cart and checkout (same service): the switch
   * and every tier in cents, as libs/pricing's `mysteryBoxLine` and
   * `nextMysteryTier` read them (inactive tiers included; pricing skips them).
   * From memory while unchanged; else read through the caller's transaction,
   * so a checkout never waits for a second connection.
   */
  promotion(manager: EntityManager = this.dataSource.manager): Promise<MysteryPromotion> {
    return this.promotionCache.get('promotion', () => this.readPromotion(manager));
  }

  /** A change to the tiers or the switch, committed; then this instance forgets the promotion now, the others on the broadcast. */
  private async write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const result = await this.unitOfWork.run(work);
    this.promotionCache.drop();
    this.bus.broadcast(MysteryBoxBroadcasts.changed, {});
    return result;
  }

  private async readPromotion(manager: EntityManager): Promise<MysteryPromotion> {
    const enabled = await this.isEnabled(manager);
    const rows = await queryRows<MysteryBoxTierRow>(manager, `SELECT * FROM mystery_box_tiers ${TIER_ORDER}`);
    return {
      enabled,
      tiers: rows.map((row) => ({
        id: row.id,
        title: row.title,
        thresholdCents: row.threshold_cents,
        rewardValueCents: row.reward_value_cents,
        isActive: row.is_active,
      })),
    };
  }

  /** The switch; on when never set (the shop's default, docs/rules.md §3). */
  private async isEnabled(manager: EntityManager): Promise<boolean> {
    const [row] = await queryRows<Pick<CommerceSettingRow, 'value'>>(manager, 'SELECT value FROM commerce_settings WHERE key = $1', [
      MYSTERY_BOX_ENABLED_KEY,
    ]);
    return row ? row.value === true : true;
  }
}

async function lockedTier(manager: EntityManager, id: string): Promise<MysteryBoxTierRow> {
  const [row] = await queryRows<MysteryBoxTierRow>(manager, 'SELECT * FROM mystery_box_tiers WHERE id = $1 FOR UPDATE', [id]);
  if (!row) throw serviceError('NOT_FOUND', 'No mystery box with that id');
  return row;
}

function assertId(id: unknown): asserts id is string {
  if (!isUuid(id)) throw serviceError('NOT_FOUND', 'No mystery box with that id');
}

function toMysteryBox(row: MysteryBoxTierRow): MysteryBox {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    threshold: toDollars(row.threshold_cents),
    rewardValue: toDollars(row.reward_value_cents),
    isActive: row.is_active,
  };
}
