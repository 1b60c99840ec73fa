import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { dollarsProblem } from './coupons';
import { ReadOnlyField } from '../validation';
import { Optional, Rule } from '../field-rules';

/**
 * The mystery-box promotion (admin.md §2.3 "Mystery Box Promotion System",
 * §3 "Mystery box", §5 "Mystery box create"; shopper-core.md §3, §9;
 * decisions.md §3): tiers of threshold → reward value, and one enable flag.
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



const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

const IsTitle = () => Rule('isMysteryBoxTitle', (value) => {
  if (value === undefined || value === null || value === '') return 'title is required';
  if (typeof value !== 'string') return 'title must be text';
  if (value.length > MYSTERY_BOX_TITLE_MAX_LENGTH) return `title must be at most ${MYSTERY_BOX_TITLE_MAX_LENGTH} characters`;
  return null;
});

const IsDescription = () => Rule('isMysteryBoxDescription', (value) => {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return 'description must be text';
  if (value.length > MYSTERY_BOX_DESCRIPTION_MAX_LENGTH) return `description must be at most ${MYSTERY_BOX_DESCRIPTION_MAX_LENGTH} characters`;
  return null;
});

const IsAmount = (field: string) => Rule('isMysteryBoxAmount', (value) =>
  value === undefined || value === null ? `${field} is required` : dollarsProblem(field, value, { max: MYSTERY_BOX_AMOUNT_MAX }));

const IsFlag = (field: string) => Rule('isFlag', (value) => (typeof value === 'boolean' ? null : `${field} must be true or false`));

class MysteryBoxFields {
  /** Blank is stored as null. */
  @IsOptional() @Trim() @IsDescription()
  description?: string | null;

  @Optional() @IsFlag('isActive')
  isActive?: boolean;
}

/** POST /api/mystery-boxes: title, threshold and reward value required (dollars, ≥ 0, 2 decimals). */
export class CreateMysteryBoxDto extends MysteryBoxFields {
  @Trim() @IsTitle()
  title: string;

  @IsAmount('threshold')
  threshold: number;

  @IsAmount('rewardValue')
  rewardValue: number;
}

/** PUT /api/mystery-boxes/{id}: the changed fields. */
export class UpdateMysteryBoxDto extends MysteryBoxFields {
  @Optional() @Trim() @IsTitle()
  title?: string;

  @Optional() @IsAmount('threshold')
  threshold?: number;

  @Optional() @IsAmount('rewardValue')
  rewardValue?: number;

  /** A tier sent back as it was fetched: its id is dropped, never changed. */
  @ReadOnlyField() id?: never;
}

/** POST /api/mystery-box/toggle. */
export class ToggleMysteryBoxesDto {
  @IsFlag('isEnabled')
  isEnabled: boolean;
}

/** A tier as every call answers it (shopper-core.md §3 "Mystery box tier"), amounts in dollars. */
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

/** What travels to commerce.mystery-box.update. */
export interface UpdateMysteryBoxRequest {
  id: string;
  changes: UpdateMysteryBoxDto;
}
