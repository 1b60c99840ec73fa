export * from './bootstrap/create-gateway';
export * from './bootstrap/file-store';
export * from './bootstrap/web-root';
export { shutDownGateway } from './bootstrap/operations';
