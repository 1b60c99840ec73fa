'use strict';
// Ports and small HTTP helpers.
const http = require('node:http');
const net = require('node:net');
const { sleep } = require('./process');

// Taken by the machine's own services (or the shop's defaults): never used by the bench.
const RESERVED_PORTS = new Set([3000, 3100, 3300, 4222, 5432]);

/** A free TCP port chosen by the OS (ephemeral range), never one of the reserved ones. */
async function freePort() {
  for (;;) {
    const port = await new Promise((resolve, reject) => {
      const server = net.createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const { port: chosen } = server.address();
        server.close(() => resolve(chosen));
      });
    });
    if (!RESERVED_PORTS.has(port)) return port;
  }
}

/** GET a URL: { status, body } with the body parsed as JSON when it is JSON; also the raw `text` and the `headers`. */
function get(url, timeoutMs = 5_000) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { timeout: timeoutMs }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => {
        let body = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON: keep the text
        }
        resolve({ status: response.statusCode, body, text, headers: response.headers });
      });
    });
    request.once('timeout', () => request.destroy(new Error(`GET ${url} timed out`)));
    request.once('error', reject);
  });
}

/** Polls GET <base>/api/health until it answers 200. */
async function waitForHealth(baseUrl, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const { status, body } = await get(`${baseUrl}/api/health`);
      if (status === 200) return body;
      last = `${status} ${JSON.stringify(body)}`;
    } catch (err) {
      last = err.message;
    }
    await sleep(250);
  }
  throw new Error(`${baseUrl}/api/health did not answer 200 within ${timeoutMs / 1000} s (last: ${last})`);
}

module.exports = { freePort, get, waitForHealth };
