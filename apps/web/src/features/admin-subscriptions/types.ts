/** The edit form's values, as typed. */
export type SubscriptionFormValues = {
  title: string;
  description: string;
  basePrice: string;
  price1Month: string;
  price3Month: string;
  price6Month: string;
  price12Month: string;
  isEarlyBirdEnabled: boolean;
  earlyBirdPrice: string;
  has12MonthBonus: boolean;
  twelveMonthBonusText: string;
  hasFreeLessons: boolean;
  freeLessonsWeeks: string;
  freeLessonsText: string;
  /** One per line. */
  characteristics: string;
};
