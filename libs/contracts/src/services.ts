export const SERVICE_NAMES = ['catalog', 'commerce', 'engagement', 'chat', 'admin-reporting'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export const healthPattern = (service: ServiceName) => `${service}.health`;

export interface ServiceHealth {
  service: ServiceName;
  status: 'up';
  database: 'up';
}
