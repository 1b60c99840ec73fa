import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const nativeRequire = (globalThis as { __builtShopRequire?: NodeJS.Require }).__builtShopRequire ?? require;

/**
 * One of the shop's built modules, or a package the shop uses, as the shop itself loads it: `apps/<name>/src/<file>`
 * is read from `apps/<name>/dist/<file>.js` (libs alike), a package by its name. Under test/support/shop-environment.js
 * it comes from Node's module cache, shared by every test file of the jest worker; elsewhere jest loads it per file.
 * Values the running shop hands out (its Nest apps, their providers and DataSources) belong to these modules, so a test
 * asks for a provider's class or an error's class here, not from the sources.
 */
export function builtModule<T>(id: string): T {
  const local = /^(apps|libs)\/[^/]+\/src\//.test(id);
  return nativeRequire(local ? path.join(ROOT, id.replace('/src/', '/dist/')) : id) as T;
}
