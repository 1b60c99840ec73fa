export * from './demo/seed-demo';
export * from './embedded-postgres/embedded-postgres';
export * from './session-secret';
export * from './start-shop';
export * from './start-up-error';
