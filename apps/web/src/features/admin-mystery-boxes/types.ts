import type { MysteryBox } from '@shop/contracts';

/** What the tier form sends (docs/product/back-office.md §5 "Mystery box create"), amounts in dollars. */
export type MysteryBoxInput = Pick<MysteryBox, 'title' | 'description' | 'threshold' | 'rewardValue' | 'isActive'>;
