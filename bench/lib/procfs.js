'use strict';
// Small readers over /proc: the process tree below a pid, and its resident memory.
const fs = require('node:fs');

function readOrNull(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null; // the process (or thread) ended meanwhile
  }
}

/** Direct children of a pid, from every thread's /proc/<pid>/task/<tid>/children. */
function childrenOf(pid) {
  let tids;
  try {
    tids = fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  const children = new Set();
  for (const tid of tids) {
    const text = readOrNull(`/proc/${pid}/task/${tid}/children`) ?? '';
    for (const child of text.trim().split(/\s+/).filter(Boolean)) children.add(Number(child));
  }
  return [...children];
}

/** The pid and all its descendants, parents first. */
function processTree(pid) {
  const tree = [];
  const pending = [pid];
  while (pending.length) {
    const next = pending.shift();
    if (!isAlive(next)) continue;
    tree.push(next);
    pending.push(...childrenOf(next));
  }
  return tree;
}

function isAlive(pid) {
  return fs.existsSync(`/proc/${pid}`);
}

/** A pid with its start time (field 22 of /proc/<pid>/stat), so a recycled pid is never mistaken for it. */
function identify(pid) {
  const stat = readOrNull(`/proc/${pid}/stat`);
  return { pid, start: stat ? stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] : null };
}

function isStillRunning({ pid, start }) {
  return start !== null && identify(pid).start === start;
}

/** A field of /proc/<pid>/status or /proc/<pid>/smaps_rollup, in kB (0 when unreadable). */
function kbField(file, field) {
  const match = (readOrNull(file) ?? '').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
  return match ? Number(match[1]) : 0;
}

/**
 * Resident memory of a process tree, in bytes.
 * rss: the sum of every process's VmRSS (shared pages, e.g. Postgres shared_buffers, count once per process).
 * pss: the sum of Pss (shared pages split between the processes sharing them): closer to the real footprint.
 */
function treeMemory(pid) {
  const pids = processTree(pid);
  let rssKb = 0;
  let pssKb = 0;
  for (const p of pids) {
    rssKb += kbField(`/proc/${p}/status`, 'VmRSS');
    pssKb += kbField(`/proc/${p}/smaps_rollup`, 'Pss');
  }
  return { processes: pids.length, rss: rssKb * 1024, pss: pssKb * 1024 };
}

/** The memory of several trees (e.g. every process of the cluster), summed. */
function treesMemory(pids) {
  return pids
    .map(treeMemory)
    .reduce((sum, m) => ({ processes: sum.processes + m.processes, rss: sum.rss + m.rss, pss: sum.pss + m.pss }), { processes: 0, rss: 0, pss: 0 });
}

/** VmRSS of one process alone (not its children), in bytes (0 when unreadable). */
const processRss = (pid) => kbField(`/proc/${pid}/status`, 'VmRSS') * 1024;

module.exports = { processRss, processTree, identify, isStillRunning, treeMemory, treesMemory };
