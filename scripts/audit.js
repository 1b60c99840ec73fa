#!/usr/bin/env node
// The production dependencies against the npm advisory database (README "Updating dependencies safely"): fails on
// any high or critical advisory. Where the registry will not answer advisory queries (an offline mirror, a proxy that
// refuses them) it says plainly that no audit was done, and fails only when AUDIT_REQUIRED=1.
const { spawnSync } = require('node:child_process');

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = { message: (run.stderr || run.stdout || 'no answer').trim().split('\n').pop() };
}

const counts = report.metadata?.vulnerabilities;
if (!counts) {
  console.log(`npm audit NOT done: the advisory database did not answer (${report.message ?? report.error?.summary ?? 'unknown reason'}).`);
  process.exit(process.env.AUDIT_REQUIRED === '1' ? 1 : 0);
}

const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(`npm audit of production dependencies: ${JSON.stringify(counts)}`);
if (serious > 0) {
  for (const [name, finding] of Object.entries(report.vulnerabilities ?? {})) {
    if (finding.severity === 'high' || finding.severity === 'critical') console.log(`  ${finding.severity}: ${name} ${finding.range}`);
  }
  process.exit(1);
}
