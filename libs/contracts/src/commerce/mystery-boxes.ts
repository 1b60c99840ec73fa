/**
 * The mystery-box promotion (docs/product/back-office.md §2.3 "Mystery Box Promotion System",
 * §3 "Mystery box", §5 "Mystery box create"; docs/product/shopper.md §3, §9;
 * docs/rules.md §3): tiers of threshold → reward value, and one enable flag.
 */
export const MysteryBoxPatterns = {
  list: 'commerce.mystery-box.list',
  create: 'commerce.mystery-box.create',
  update: 'commerce.mystery-box.update',
  delete: 'commerce.mystery-box.delete',
  getStatus: 'commerce.mystery-box-promotion.get',
  setStatus: 'commerce.mystery-box-promotion.set',
} as const;

export const MysteryBoxBroadcasts = {
  /** After a tier or the switch changes: every commerce instance drops its copy of the promotion. */
  changed: 'commerce.mystery-box.changed',
} as const;

export const MYSTERY_BOX_TITLE_MAX_LENGTH = 200;
export const MYSTERY_BOX_DESCRIPTION_MAX_LENGTH = 2000;
/** The largest threshold and reward value a tier may name, in dollars. */
export const MYSTERY_BOX_AMOUNT_MAX = 100_000;

/** A tier as every call answers it (docs/product/shopper.md §3 "Mystery box tier"), amounts in dollars. */
export interface MysteryBox {
  id: string;
  title: string;
  description: string | null;
  /** The subtotal (non-mystery lines, before coupon) that earns it. */
  threshold: number;
  /** What the free box is worth. */
  rewardValue: number;
  isActive: boolean;
}

/** GET /api/mystery-box/status and the toggle's answer. */
export interface MysteryBoxStatus {
  isEnabled: boolean;
}

export interface MysteryBoxDeleted {
  id: string;
  deleted: true;
}
