export * from './admins';
export * from './audit';
export * from './users';
