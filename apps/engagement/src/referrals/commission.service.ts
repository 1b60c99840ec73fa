import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  BASIS_POINTS_PER_PERCENT,
  CommissionRateView,
  CommissionSettingView,
  CreateCommissionSettingDto,
  DEFAULT_COMMISSION_RATE,
  isUuid,
  ReferralTier,
  UpdateReferralTierDto,
  windowProblem,
} from '@shop/contracts';
import { queryRows, serviceError, UnitOfWork } from '@shop/platform';
import { roundHalfUp, toCents } from '@shop/pricing';
import { SELECT_TIERS, SettingRow, settingView, TierRow, tierView } from './referral-rows';

export const DEFAULT_COMMISSION_BASIS_POINTS = DEFAULT_COMMISSION_RATE * BASIS_POINTS_PER_PERCENT;
const basisPointsOf = (percent: number) => roundHalfUp(percent * BASIS_POINTS_PER_PERCENT);

/**
 * The commission setting in force at an instant (docs/rules.md §8; docs/product/back-office.md §2.6): active, begun
 * (valid_from ≤ at) and not yet ended (at < valid_until); among several, the one that began last. null: the default.
 */
export async function settingInForce(manager: EntityManager | DataSource, at: Date): Promise<{ id: string; rate_basis_points: number } | null> {
  const [row] = await queryRows<Pick<SettingRow, 'id' | 'rate_basis_points'>>(
    manager,
    `SELECT id, rate_basis_points FROM commission_settings
     WHERE is_active AND valid_from <= $1 AND (valid_until IS NULL OR $1 < valid_until)
     ORDER BY valid_from DESC, created_at DESC LIMIT 1`,
    [at],
  );
  return row ?? null;
}

/** A day alone is its start in UTC. */
const instantOf = (value: string) => new Date(value.length === 10 ? `${value}T00:00:00Z` : value);

/** Commission settings with dated validity, and the referral tiers the admin edits (docs/product/back-office.md §2.6, §2.7). */
@Injectable()
export class CommissionService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async rateNow(): Promise<CommissionRateView> {
    const setting = await settingInForce(this.dataSource, new Date());
    return { rate: (setting?.rate_basis_points ?? DEFAULT_COMMISSION_BASIS_POINTS) / BASIS_POINTS_PER_PERCENT, settingId: setting?.id ?? null };
  }

  async list(): Promise<CommissionSettingView[]> {
    return (await queryRows<SettingRow>(this.dataSource, 'SELECT * FROM commission_settings ORDER BY created_at DESC, id')).map(settingView);
  }

  async create(fields: CreateCommissionSettingDto): Promise<CommissionSettingView> {
    const from = instantOf(fields.validFrom);
    const until = fields.validUntil ? instantOf(fields.validUntil) : null;
    const problem = windowProblem({ start: 'validFrom', end: 'validUntil' }, from, until);
    if (problem) throw serviceError('BAD_REQUEST', problem.message);
    const [row] = await queryRows<SettingRow>(
      this.dataSource,
      `INSERT INTO commission_settings (name, rate_basis_points, description, valid_from, valid_until) VALUES ($1, $2, $3, $4, $5) RETURNING *`,
      [fields.name, basisPointsOf(fields.rate), fields.description || null, from, until],
    );
    return settingView(row);
  }

  /** There is no reactivation (back-office.md §4); deactivating an inactive setting again changes nothing. */
  async deactivate(id: string): Promise<CommissionSettingView> {
    if (!isUuid(id)) throw serviceError('NOT_FOUND', 'No commission setting with that id');
    const [row] = await queryRows<SettingRow>(this.dataSource, 'UPDATE commission_settings SET is_active = false WHERE id = $1 RETURNING *', [id]);
    if (!row) throw serviceError('NOT_FOUND', 'No commission setting with that id');
    return settingView(row);
  }

  async tiers(): Promise<ReferralTier[]> {
    return (await queryRows<TierRow>(this.dataSource, SELECT_TIERS)).map(tierView);
  }

  /** The fields sent change; the monthly range must stay min ≤ max. */
  updateTier(id: string, fields: UpdateReferralTierDto): Promise<ReferralTier> {
    if (!isUuid(id)) throw serviceError('NOT_FOUND', 'No referral tier with that id');
    return this.unitOfWork.run(async (manager) => {
      const [current] = await queryRows<TierRow>(manager, 'SELECT * FROM referral_tiers WHERE id = $1 FOR UPDATE', [id]);
      if (!current) throw serviceError('NOT_FOUND', 'No referral tier with that id');
      const min = fields.minMonthlySales !== undefined ? toCents(fields.minMonthlySales) : Number(current.min_monthly_sales_cents);
      const max =
        fields.maxMonthlySales !== undefined
          ? fields.maxMonthlySales === null
            ? null
            : toCents(fields.maxMonthlySales)
          : current.max_monthly_sales_cents === null
            ? null
            : Number(current.max_monthly_sales_cents);
      if (max !== null && max < min) throw serviceError('BAD_REQUEST', 'maxMonthlySales must be at least minMonthlySales');
      const [row] = await queryRows<TierRow>(
        manager,
        `UPDATE referral_tiers SET tier_name = $2, tier_emoji = $3, tier_color = $4, tier_description = $5, rate_basis_points = $6,
           min_monthly_sales_cents = $7, max_monthly_sales_cents = $8, updated_at = now() WHERE id = $1 RETURNING *`,
        [
          id,
          fields.tierName ?? current.tier_name,
          fields.tierEmoji ?? current.tier_emoji,
          fields.tierColor ?? current.tier_color,
          fields.tierDescription ?? current.tier_description,
          fields.storeCreditPercentage !== undefined ? basisPointsOf(fields.storeCreditPercentage) : current.rate_basis_points,
          min,
          max,
        ],
      );
      return tierView(row);
    });
  }
}
