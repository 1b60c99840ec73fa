export * from './site-config';
export * from './products';
export * from './learning';
export * from './sale-timers';
export * from './pricing';
