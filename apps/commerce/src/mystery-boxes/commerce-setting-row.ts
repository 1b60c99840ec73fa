/** A row of `commerce_settings` as pg answers it: one switch of the shop, its value jsonb as it was stored. */
export interface CommerceSettingRow {
  key: string;
  value: unknown;
  updated_at: Date;
}
