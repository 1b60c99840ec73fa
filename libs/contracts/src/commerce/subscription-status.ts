export const SubscriptionStatusPatterns = {
  get: 'commerce.subscription-status.get',
} as const;

export interface SubscriptionStatus {
  hasActiveSubscription: boolean;
}
