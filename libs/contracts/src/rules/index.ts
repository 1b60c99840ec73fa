// The rules across a form's fields, one message each, called by the admin forms and by the services (docs/product/back-office.md §5).
export * from './rule-problem';
export * from './window-rules';
export * from './date-range-rules';
export * from './deal-rules';
export * from './product-price-rules';
export * from './auction-rules';
export * from './sale-timer-rules';
export * from './coupon-rules';
