'use strict';
// Small figures over a list of answers.

/** The p-th percentile (nearest rank) of sorted values; null when there is none. */
const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null);

/** How many answers had each status: { 201: 10, 409: 190 }. */
function countStatuses(answers) {
  const byStatus = {};
  for (const a of answers) byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
  return byStatus;
}

module.exports = { percentile, countStatuses };
