export const BUS = Symbol('BUS');
export const SHOP_CONFIG = Symbol('SHOP_CONFIG');
export const SERVICE_NAME = Symbol('SERVICE_NAME');
