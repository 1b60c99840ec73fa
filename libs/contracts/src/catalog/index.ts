export * from './site-config';
export * from './products';
