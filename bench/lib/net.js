'use strict';
// Ports and small HTTP helpers.
const http = require('node:http');
const net = require('node:net');
const { sleep } = require('./process');

// Taken by the machine's own services (or the shop's defaults): never used by the bench.
const RESERVED_PORTS = new Set([3000, 3100, 3300, 3400, 3500, 3600, 4222, 5432]);
for (let p = 3300; p <= 3600; p++) RESERVED_PORTS.add(p);

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

/**
 * One HTTP request: { status, body, text, headers }, with the body parsed as JSON when it is JSON (`text` is the raw
 * answer). options: { method (GET), body (an object is sent as JSON), headers, timeoutMs (5 s) }.
 */
function request(url, { method = 'GET', body, headers = {}, timeoutMs = 5_000 } = {}) {
  const payload = body === undefined ? null : typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
  const sent = { ...headers };
  if (payload !== null) {
    sent['content-type'] ??= 'application/json';
    sent['content-length'] = Buffer.byteLength(payload);
  }
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers: sent, timeout: timeoutMs }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => {
        let parsed = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          // not JSON: keep the text
        }
        resolve({ status: response.statusCode, body: parsed, text, headers: response.headers });
      });
    });
    req.once('timeout', () => req.destroy(new Error(`${method} ${url} timed out`)));
    req.once('error', reject);
    req.end(payload ?? undefined);
  });
}

/** GET a URL: { status, body } with the body parsed as JSON when it is JSON; also the raw `text` and the `headers`. */
const get = (url, timeoutMs = 5_000) => request(url, { timeoutMs });

/** POST a JSON body (an object, or text sent as it is): like get(). */
const post = (url, body, { headers, timeoutMs } = {}) => request(url, { method: 'POST', body, headers, timeoutMs });

/** The `name=value` of a cookie a response sets (for a Cookie header), or null. */
function cookieFrom(headers, name) {
  const found = [headers['set-cookie'] ?? []].flat().find((c) => c.startsWith(`${name}=`));
  return found ? found.split(';')[0] : null;
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

module.exports = { freePort, request, get, post, cookieFrom, waitForHealth };
