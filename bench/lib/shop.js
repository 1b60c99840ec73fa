'use strict';
// Where the built shop lives, and the environment its processes get.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const entry = (app, file = 'main.js') => path.join(ROOT, 'apps', app, 'dist', file);

// Settings the shop reads (libs/platform config) that must come from the bench alone, never from the caller's shell.
const SHOP_SETTINGS = [
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'NATS_URL',
  'BUS_PREFIX',
  'SMTP_URL',
  'MAIL_FROM',
  'SESSION_SECRET',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'PUBLIC_URL',
  'S3_ENDPOINT',
  'SECURE_COOKIES',
  'EMBEDDED_PG_PORT',
  'SEED_DEMO',
  'ENTRY_LIMIT_PER_ADDRESS_HOUR',
];
// The benches' crowds of entrants all come from this machine: an address's 10 entries an hour (docs/rules.md §9) would
// answer most of them 429 (README "Settings (environment)").
const BENCH_SETTINGS = { ENTRY_LIMIT_PER_ADDRESS_HOUR: '1000000' };

/** The bench's environment without any shop setting, plus the given ones. */
function shopEnv(settings) {
  const env = { ...process.env };
  for (const name of SHOP_SETTINGS) delete env[name];
  return { ...env, ...BENCH_SETTINGS, ...settings };
}

function assertBuilt() {
  const missing = [entry('shop'), entry('gateway'), entry('catalog')].filter((f) => !fs.existsSync(f));
  if (missing.length) {
    throw new Error(
      `The shop is not built (missing ${missing.map((f) => path.relative(ROOT, f)).join(', ')}): run \`npx tsc -b tsconfig.build.json\` at the root first.`,
    );
  }
}

module.exports = { ROOT, entry, shopEnv, assertBuilt };
