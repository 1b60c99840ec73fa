/** What the tier form sends (docs/product/back-office.md §5 "Mystery box create"), amounts in dollars. */
export type MysteryBoxInput = {
  title: string;
  description: string | null;
  threshold: number;
  rewardValue: number;
  isActive: boolean;
};
