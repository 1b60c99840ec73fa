import { MYSTERY_BOX_AMOUNT_MAX, type MysteryBox } from '@shop/contracts';
import type { MysteryBoxInput } from '../types';

/** A box as typed: its fields as text (amounts in decimal inputs, step 0.01), `isActive` as the switch. */
export type MysteryBoxFormValues = Record<keyof Pick<MysteryBoxInput, 'title' | 'description' | 'threshold' | 'rewardValue'>, string> &
  Pick<MysteryBoxInput, 'isActive'>;

export type MysteryBoxFormErrors = Partial<Record<keyof MysteryBoxFormValues, string>>;

export function emptyFormValues(): MysteryBoxFormValues {
  return { title: '', description: '', threshold: '', rewardValue: '', isActive: true };
}

export function formValuesFromBox(box: MysteryBox): MysteryBoxFormValues {
  return {
    title: box.title,
    description: box.description ?? '',
    threshold: box.threshold.toFixed(2),
    rewardValue: box.rewardValue.toFixed(2),
    isActive: box.isActive,
  };
}

/** docs/product/back-office.md §5 "Mystery box create": the button enables only with a title, a threshold and a reward value. */
export function isComplete(values: MysteryBoxFormValues): boolean {
  return values.title.trim() !== '' && values.threshold.trim() !== '' && values.rewardValue.trim() !== '';
}

/** Dollars typed with at most two decimals; null when it is not such an amount. */
export function parseDollars(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= MYSTERY_BOX_AMOUNT_MAX ? value : null;
}

export type FormCheck = { ok: true; input: MysteryBoxInput } | { ok: false; errors: MysteryBoxFormErrors };

export function checkForm(values: MysteryBoxFormValues): FormCheck {
  const errors: MysteryBoxFormErrors = {};
  const title = values.title.trim();
  if (!title) errors.title = 'Title is required';
  const threshold = parseDollars(values.threshold);
  if (threshold === null) errors.threshold = 'Threshold must be an amount of dollars with at most 2 decimals';
  const rewardValue = parseDollars(values.rewardValue);
  if (rewardValue === null) errors.rewardValue = 'Reward value must be an amount of dollars with at most 2 decimals';
  if (Object.keys(errors).length > 0 || threshold === null || rewardValue === null) return { ok: false, errors };
  return {
    ok: true,
    input: { title, description: values.description.trim() || null, threshold, rewardValue, isActive: values.isActive },
  };
}

/** The fields an inline edit changed (docs/product/back-office.md §7: PUT sends the changed fields). */
export function changedFields(original: MysteryBox, input: MysteryBoxInput): Partial<MysteryBoxInput> {
  const changes: Partial<MysteryBoxInput> = {};
  if (input.title !== original.title) changes.title = input.title;
  if (input.description !== (original.description ?? null)) changes.description = input.description;
  if (input.threshold !== original.threshold) changes.threshold = input.threshold;
  if (input.rewardValue !== original.rewardValue) changes.rewardValue = input.rewardValue;
  if (input.isActive !== original.isActive) changes.isActive = input.isActive;
  return changes;
}
