/** A mystery-box tier (admin.md §3 "Mystery box"), amounts in dollars; the promotion's on/off state. The server's types. */
export type { MysteryBox, MysteryBoxStatus } from '@shop/contracts';

export type MysteryBoxInput = {
  title: string;
  description: string | null;
  threshold: number;
  rewardValue: number;
  isActive: boolean;
};
