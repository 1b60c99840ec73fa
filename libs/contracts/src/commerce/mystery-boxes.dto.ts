import { IsOptional } from 'class-validator';
import { dollarsProblem } from './coupons';
import { ReadOnlyField, Trim } from '../validation/transforms';
import { IsTrueOrFalse, Optional, Rule } from '../validation/field-rules';
import { MYSTERY_BOX_AMOUNT_MAX, MYSTERY_BOX_DESCRIPTION_MAX_LENGTH, MYSTERY_BOX_TITLE_MAX_LENGTH } from './mystery-boxes';

// The mystery-box promotion's request bodies, validated by the gateway (values and answers: mystery-boxes.ts).

const IsTitle = () =>
  Rule('isMysteryBoxTitle', (value) => {
    if (value === undefined || value === null || value === '') return 'title is required';
    if (typeof value !== 'string') return 'title must be text';
    if (value.length > MYSTERY_BOX_TITLE_MAX_LENGTH) return `title must be at most ${MYSTERY_BOX_TITLE_MAX_LENGTH} characters`;
    return null;
  });

const IsDescription = () =>
  Rule('isMysteryBoxDescription', (value) => {
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') return 'description must be text';
    if (value.length > MYSTERY_BOX_DESCRIPTION_MAX_LENGTH) return `description must be at most ${MYSTERY_BOX_DESCRIPTION_MAX_LENGTH} characters`;
    return null;
  });

const IsAmount = (field: string) =>
  Rule('isMysteryBoxAmount', (value) =>
    value === undefined || value === null ? `${field} is required` : dollarsProblem(field, value, { max: MYSTERY_BOX_AMOUNT_MAX }),
  );

class MysteryBoxFields {
  /** Blank is stored as null. */
  @IsOptional()
  @Trim()
  @IsDescription()
  description?: string | null;

  @Optional()
  @IsTrueOrFalse('isActive')
  isActive?: boolean;
}

/** POST /api/mystery-boxes: title, threshold and reward value required (dollars, ≥ 0, 2 decimals). */
export class CreateMysteryBoxDto extends MysteryBoxFields {
  @Trim()
  @IsTitle()
  title: string;

  @IsAmount('threshold')
  threshold: number;

  @IsAmount('rewardValue')
  rewardValue: number;
}

/** PUT /api/mystery-boxes/{id}: the changed fields. */
export class UpdateMysteryBoxDto extends MysteryBoxFields {
  @Optional()
  @Trim()
  @IsTitle()
  title?: string;

  @Optional()
  @IsAmount('threshold')
  threshold?: number;

  @Optional()
  @IsAmount('rewardValue')
  rewardValue?: number;

  /** A tier sent back as it was fetched: its id is dropped, never changed. */
  @ReadOnlyField() id?: never;
}

/** POST /api/mystery-box/toggle. */
export class ToggleMysteryBoxesDto {
  @IsTrueOrFalse('isEnabled')
  isEnabled: boolean;
}

/** What travels to commerce.mystery-box.update. */
export interface UpdateMysteryBoxRequest {
  id: string;
  changes: UpdateMysteryBoxDto;
}
