export * from './bootstrap/create-gateway';
export * from './bootstrap/file-store';
export * from './bootstrap/web-root';
