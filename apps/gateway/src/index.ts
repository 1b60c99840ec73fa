export * from './bootstrap/create-gateway';
export * from './bootstrap/embedded-postgres';
export * from './bootstrap/start-shop';
export * from './bootstrap/session-secret';
