// The jest environment of the files that start the shop: jest's Node environment, plus Node's own `require` for the
// shop's built modules (test/support/built-shop.ts). Jest loads this file once per worker with Node's loader, so what
// that `require` loads stays loaded from one test file to the next; without it every file loaded and compiled the
// whole shop again (about 3 s) and ran it cold (about 2 s more on its first start).
const { TestEnvironment } = require('jest-environment-node');
// The built services' decorators read their metadata from this realm's Reflect.
require('reflect-metadata');

class ShopTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.__builtShopRequire = require;
    // Dates cross between the test and the shop both ways (rows the shop's driver reads, a moment a test passes in), and
    // each side checks them with instanceof: one Date for both, as jest already does for Buffer and ArrayBuffer.
    this.global.Date = Date;
  }
}

module.exports = ShopTestEnvironment;
