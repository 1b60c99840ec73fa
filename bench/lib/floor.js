'use strict';
// Starts and stops the floor server (floor-server.js) as a child process.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { startProcess } = require('./process');
const { freePort } = require('./net');

// Never copied to the floor: they describe the shop's connection or are written by Node's http itself.
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** A response's headers as the floor should repeat them (without the connection-level ones). */
function replayableHeaders(headers) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !CONNECTION_HEADERS.has(name.toLowerCase())));
}

/**
 * Without options: the site-config answer. With { body, headers }: answers exactly that body (a string or Buffer,
 * handed over in a temp file removed at stop) with those headers (content-length is always the body's).
 * readBody: read each request's body to its end before answering (for a POST floor).
 */
async function startFloor({ body, headers, readBody = false } = {}) {
  const port = await freePort();
  const env = { PATH: process.env.PATH, PORT: String(port) };
  if (readBody) env.FLOOR_READ_BODY = '1';
  let bodyDir = null;
  const removeBody = () => (bodyDir ? fs.promises.rm(bodyDir, { recursive: true, force: true }) : undefined);
  if (body !== undefined) {
    bodyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-floor-'));
    env.FLOOR_BODY_FILE = path.join(bodyDir, 'body');
    fs.writeFileSync(env.FLOOR_BODY_FILE, body);
  }
  if (headers) env.FLOOR_HEADERS = JSON.stringify(replayableHeaders(headers));
  let proc;
  try {
    proc = await startProcess({
      name: 'floor',
      script: path.join(__dirname, 'floor-server.js'),
      env,
      readyText: 'floor listening',
    });
  } catch (err) {
    await removeBody();
    throw err;
  }
  const stop = async () => {
    await proc.stop();
    await removeBody();
  };
  return { name: 'floor', baseUrl: `http://127.0.0.1:${port}`, processes: [proc], stop };
}

module.exports = { startFloor };
