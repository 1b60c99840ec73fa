'use strict';
/**
 * The gateway's memory under decompression bombs (docs/rules.md §10): the embedded shop, 10 signed-in shoppers each
 * with a chat session, then all 10 POST a 16,000 × 16,000 PNG (under 1 MB, 256 megapixels) to the chat media upload at
 * once; then the admin sends it 10 times at once to the hero image. The resident memory of the shop's Node process
 * (the gateway, with the services beside it) and of its tree (+ Postgres) is read every 50 ms. Last, for information, 10 images just at the limit (8000 × 5000) at once to the hero image: they are
 * re-encoded, at most two at a time. See bench/README.md ("The upload memory bench").
 */
const os = require('node:os');
const { randomBytes } = require('node:crypto');
const sharp = require('sharp');
const { benchAdmin, adminCookie } = require('./lib/admin');
const { handleInterrupts, runWithCleanup, tempDir } = require('./lib/cleanup');
const { startEmbedded } = require('./lib/embedded');
const { post, request, waitForHealth } = require('./lib/net');
const { sleep, stopAllProcesses } = require('./lib/process');
const { processRss, treeMemory } = require('./lib/procfs');
const { table, fmt, reportText, writeResults } = require('./lib/report');
const { assertBuilt } = require('./lib/shop');
const { signInShopper, inPool } = require('./lib/shoppers');
const { countStatuses } = require('./lib/stats');

const config = {
  uploads: Number(process.env.UPLOADS ?? 10),
  bombSide: Number(process.env.BOMB_SIDE ?? 16_000),
  sampleMs: 50,
  cpus: os.cpus().length,
};
const TARGET_RSS = 500 * 1e6;
const AT_LIMIT = { width: 8000, height: 5000 };

const log = (message) => console.log(`· ${message}`);

/** A multipart/form-data body with one file part. */
function multipart(field, filename, contentType, body) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  return { body: Buffer.concat([head, body, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Samples the RSS of the shop's Node process (the gateway) and of its whole tree (+ Postgres) every `sampleMs`; keeps the peaks. */
function sampleMemory(pid) {
  const peak = { tree: 0, node: 0 };
  const read = () => {
    peak.tree = Math.max(peak.tree, treeMemory(pid).rss);
    peak.node = Math.max(peak.node, processRss(pid));
  };
  read();
  const timer = setInterval(read, config.sampleMs);
  return {
    stop: () => {
      clearInterval(timer);
      read();
      return peak;
    },
  };
}

/** Sends every request at once, sampling memory from just before the first to just after the last answer. */
async function burst(pid, sends) {
  await sleep(1000);
  const before = { tree: treeMemory(pid).rss, node: processRss(pid) };
  const sampler = sampleMemory(pid);
  const started = Date.now();
  const answers = await Promise.all(sends.map((send) => send().catch((err) => ({ status: `error: ${err.message}`, body: null }))));
  const ms = Date.now() - started;
  await sleep(500);
  const during = sampler.stop();
  const statuses = countStatuses(answers);
  const messages = [...new Set(answers.map((a) => a.body?.message).filter(Boolean))];
  return { sent: sends.length, statuses, messages, ms, before, during };
}

const upload = (url, cookie, form) => () =>
  request(url, { method: 'POST', body: form.body, headers: { cookie, 'content-type': form.contentType }, timeoutMs: 120_000 });

/** `count` shoppers signed in, each with a chat session: [{ email, cookie, sessionId }]. */
async function signInShoppersWithChat(baseUrl, count) {
  return inPool(
    Array.from({ length: count }, (_, i) => `uploader-${i + 1}@bench.test`),
    10,
    async (email) => {
      const cookie = await signInShopper(baseUrl, email);
      const chat = await post(`${baseUrl}/api/chat/sessions`, { message: 'A picture of my palette' }, { headers: { cookie }, timeoutMs: 30_000 });
      if (chat.status !== 201 || !chat.body?.session?.id)
        throw new Error(`POST /api/chat/sessions answered ${chat.status} ${chat.text.slice(0, 200)}`);
      return { email, cookie, sessionId: chat.body.session.id };
    },
  );
}

async function run(cleanup) {
  const side = config.bombSide;
  let started = Date.now();
  const bomb = await sharp({ create: { width: side, height: side, channels: 3, background: '#fff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  const atLimit = await sharp({ create: { ...AT_LIMIT, channels: 3, background: '#2f6f9e' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  log(
    `${side} × ${side} PNG: ${fmt.kb(bomb.length)}; ${AT_LIMIT.width} × ${AT_LIMIT.height} PNG: ${fmt.kb(atLimit.length)} (${fmt.s(Date.now() - started)})`,
  );

  const admin = benchAdmin();
  log('starting the embedded shop (SEED_DEMO=false, TRUST_PROXY unset)…');
  const shop = await startEmbedded(tempDir(cleanup, 'bench-uploads-'), 90_000, {
    SEED_DEMO: 'false',
    TRUST_PROXY: undefined,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
  cleanup.defer('stop the embedded shop', () => shop.stop());
  await waitForHealth(shop.baseUrl);
  started = Date.now();
  const shoppers = await signInShoppersWithChat(shop.baseUrl, config.uploads);
  const adminSession = await adminCookie(shop.baseUrl, admin);
  log(`${shoppers.length} shoppers signed in, each with a chat session; admin signed in (${fmt.s(Date.now() - started)})`);

  const bombForm = (field) => multipart(field, 'palette.png', 'image/png', bomb);
  const chat = await burst(
    shop.pid,
    shoppers.map((s) => upload(`${shop.baseUrl}/api/chat/session/${s.sessionId}/media`, s.cookie, bombForm('file'))),
  );
  log(
    `chat media: ${JSON.stringify(chat.statuses)} in ${fmt.s(chat.ms)}; gateway RSS ${fmt.mb(chat.before.node)} → peak ${fmt.mb(chat.during.node)}`,
  );
  const hero = await burst(
    shop.pid,
    shoppers.map(() => upload(`${shop.baseUrl}/api/site-config/hero-image`, adminSession, bombForm('image'))),
  );
  log(
    `hero image: ${JSON.stringify(hero.statuses)} in ${fmt.s(hero.ms)}; gateway RSS ${fmt.mb(hero.before.node)} → peak ${fmt.mb(hero.during.node)}`,
  );
  const limitForm = multipart('image', 'at-limit.png', 'image/png', atLimit);
  const accepted = await burst(
    shop.pid,
    shoppers.map(() => upload(`${shop.baseUrl}/api/site-config/hero-image`, adminSession, limitForm)),
  );
  log(
    `hero image at the limit: ${JSON.stringify(accepted.statuses)} in ${fmt.s(accepted.ms)}; gateway RSS ${fmt.mb(accepted.before.node)} → peak ${fmt.mb(accepted.during.node)}`,
  );

  const problems = shop.processes.filter((p) => p.crashed()).map((p) => `${p.name} died`);
  return { bombBytes: bomb.length, atLimitBytes: atLimit.length, chat, hero, accepted, problems };
}

function render(result) {
  const refusedAll = (b) => b && b.statuses[413] === b.sent;
  const rows = [['upload', 'sent', 'statuses', 'time', 'gateway RSS before', 'peak during', 'tree RSS before', 'peak during']];
  const row = (name, b) => [
    name,
    b.sent,
    Object.entries(b.statuses)
      .map(([s, n]) => `${n}× ${s}`)
      .join(', '),
    fmt.s(b.ms),
    fmt.mb(b.before.node),
    fmt.mb(b.during.node),
    fmt.mb(b.before.tree),
    fmt.mb(b.during.tree),
  ];
  if (result.chat) rows.push(row(`chat media, ${config.bombSide}² PNG`, result.chat));
  if (result.hero) rows.push(row(`hero image, ${config.bombSide}² PNG`, result.hero));
  if (result.accepted) rows.push(row(`hero image, ${AT_LIMIT.width}×${AT_LIMIT.height} PNG`, result.accepted));
  const target = (name, b) => ({
    name: `${name}: gateway peak < ${fmt.mb(TARGET_RSS)} and every upload refused (413)`,
    value: b ? `${fmt.mb(b.during.node)}, ${b.statuses[413] ?? 0}/${b.sent} refused` : 'not measured',
    met: b ? b.during.node < TARGET_RSS && refusedAll(b) : null,
  });
  const targets = [target('chat media', result.chat), target('hero image', result.hero)];
  const problems = [...(result.problems ?? []), ...(result.error ? [`failed: ${result.error}`] : [])];
  if (result.accepted && result.accepted.statuses[200] !== result.accepted.sent)
    problems.push(`images at the limit not all accepted: ${JSON.stringify(result.accepted.statuses)}`);
  const messages = [...new Set([result.chat, result.hero].flatMap((b) => b?.messages ?? []))];
  const text = reportText(
    [
      `uploads: ${config.uploads} at once per row, on the embedded shop (RSS of its Node process, the gateway, and of its tree with Postgres, every ${config.sampleMs} ms;` +
        ` the client shares the machine's ${config.cpus} cores); ${config.bombSide}² PNG of ${result.bombBytes ? fmt.kb(result.bombBytes) : '?'}`,
      table(rows),
      messages.length ? `answers: ${messages.map((m) => `"${m}"`).join(', ')}` : '',
    ],
    targets,
    problems,
  );
  return { text, targets };
}

async function main() {
  assertBuilt();
  handleInterrupts();
  const result = await runWithCleanup('uploads', run);
  const { text, targets } = render(result);
  console.log(`\n${text}\n`);
  const file = writeResults('upload-memory', config, { result, targets });
  console.log(`results: ${file}`);
  process.exitCode = result.error ? 1 : 0;
}

main().catch(async (err) => {
  console.error(err);
  await stopAllProcesses();
  process.exitCode = 1;
});
