/** A row of `mystery_box_tiers` as pg answers it: spend `threshold_cents` and a box worth `reward_value_cents` is added. */
export interface MysteryBoxTierRow {
  id: string;
  title: string;
  description: string | null;
  threshold_cents: number;
  reward_value_cents: number;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}
