'use strict';
// Requiring the tests' TypeScript helpers (test/support: e.g. the local Stripe and PayPal servers) from a plain-JS bench:
// a `.ts` require hook that compiles each file with @swc/core (already installed for jest) to CommonJS, in memory.
// Only files under test/support are compiled; no decorators (those helpers have none; the shop itself is required built).
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const { ROOT } = require('./shop');

const SUPPORT = path.join(ROOT, 'test', 'support') + path.sep;

const SWC_OPTIONS = {
  jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

let registered = false;

/** Registers the hook once; returns requireSupport(relativePath), e.g. requireSupport('payment-servers/stripe-server'). */
function tsSupport() {
  if (!registered) {
    registered = true;
    const { transformSync } = require('@swc/core');
    const previous = Module._extensions['.ts'];
    Module._extensions['.ts'] = function compileTs(module, filename) {
      if (!filename.startsWith(SUPPORT)) {
        if (previous) return previous(module, filename);
        throw new Error(`bench/lib/ts-support compiles only test/support's TypeScript, not ${path.relative(ROOT, filename)}`);
      }
      const { code } = transformSync(fs.readFileSync(filename, 'utf8'), { ...SWC_OPTIONS, filename });
      module._compile(code, filename);
    };
  }
  return (relative) => require(path.join(SUPPORT, relative));
}

module.exports = { tsSupport };
