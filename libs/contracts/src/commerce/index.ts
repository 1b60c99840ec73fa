export * from './subscription-status';
export * from './subscriptions';
export * from './cart';
export * from './orders';
export * from './coupons';
export * from './mystery-boxes';
export * from './abandoned-carts';
