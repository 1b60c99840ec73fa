/** Copied from libs/contracts (commerce/mystery-boxes.ts): the web app cannot import it. */

/** A mystery-box tier (admin.md §3 "Mystery box"), amounts in dollars. */
export type MysteryBox = {
  id: string;
  title: string;
  description: string | null;
  /** The cart subtotal that earns the box. */
  threshold: number;
  /** What the free box is worth. */
  rewardValue: number;
  isActive: boolean;
};

export type MysteryBoxInput = {
  title: string;
  description: string | null;
  threshold: number;
  rewardValue: number;
  isActive: boolean;
};

export type MysteryBoxStatus = { isEnabled: boolean };
