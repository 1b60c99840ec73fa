#!/usr/bin/env node
// Builds the services (tsc -b, incremental), the API document's answer schemas and the web app (vite).
// With --if-needed the web build is skipped when its output is newer than its sources.
const { execFileSync } = require('node:child_process');
const { existsSync, readdirSync, statSync } = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const ifNeeded = process.argv.includes('--if-needed');
const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, stdio: 'inherit' });

function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), stat.mtimeMs);
}

function webIsFresh() {
  const built = path.join(root, 'apps/web/dist/index.html');
  if (!existsSync(built)) return false;
  const sources = ['src', 'index.html', 'vite.config.ts', 'package.json']
    .map((f) => path.join(root, 'apps/web', f))
    .concat(['libs/contracts/src', 'libs/pricing/src'].map((f) => path.join(root, f))) // bundled from source
    .filter(existsSync);
  return statSync(built).mtimeMs >= Math.max(...sources.map(newestMtime));
}

const started = Date.now();
run(process.execPath, [require.resolve('typescript/bin/tsc'), '-b', 'tsconfig.build.json']);
// The OpenAPI document's answer schemas, from the gateway's types (scripts/answer-schemas.js); redone only when a source changed.
run(process.execPath, [path.join(__dirname, 'answer-schemas.js'), '--if-needed']);
if (ifNeeded && webIsFresh()) {
  console.log('web app is up to date');
} else {
  run('npm', ['run', 'build', '-w', '@shop/web', '--silent']);
}
console.log(`build done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
