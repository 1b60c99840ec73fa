#!/usr/bin/env node
// `npm test`: builds what the tests start (the embedded entry point, the web app), then runs every
// jest project that needs no outside service: unit, integration (embedded shop over HTTP) and
// browser (Chromium). The cluster suite needs NATS and Postgres: `npm run test:cluster`.
const { spawnSync } = require('node:child_process');
const { readFileSync, mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const build = spawnSync(process.execPath, [path.join(__dirname, 'build.js'), '--if-needed'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const typecheck = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.test.json'], { cwd: root, stdio: 'inherit' });
if (typecheck.status !== 0) process.exit(typecheck.status ?? 1);

const projects = (process.env.TEST_PROJECTS ?? 'unit integration slow browser').split(/\s+/).filter(Boolean);
const report = path.join(mkdtempSync(path.join(tmpdir(), 'jest-')), 'report.json');
const jest = spawnSync(
  process.execPath,
  [require.resolve('jest/bin/jest'), '--selectProjects', ...projects, '--json', `--outputFile=${report}`, ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);

try {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  const skipped = r.numPendingTests + r.numTodoTests;
  console.log(`\n${r.numPassedTests} passed, ${r.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`);
} catch {
  console.log('\n0 passed, 1 failed (jest wrote no report)');
}
process.exit(jest.status ?? 1);
