'use strict';
// The floor: a bare Node http server answering the endpoint's JSON body from memory.
// Run as its own process (`node floor-server.js`, PORT env) so it never shares an event loop with the load generator.
// By default it answers the site-config JSON; FLOOR_BODY_FILE (the body, read once at start) and FLOOR_HEADERS
// (JSON object of extra response headers) make it answer another endpoint's bytes (see floor.js). With FLOOR_READ_BODY=1
// it reads each request's body to its end before it answers, as any POST handler must.
const fs = require('node:fs');
const http = require('node:http');

const BODY = process.env.FLOOR_BODY_FILE ? fs.readFileSync(process.env.FLOOR_BODY_FILE) : JSON.stringify({ key: 'hero_image', value: null });
const HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  ...JSON.parse(process.env.FLOOR_HEADERS ?? '{}'),
  'content-length': Buffer.byteLength(BODY),
};

const READ_BODY = process.env.FLOOR_READ_BODY === '1';

const answer = (response) => {
  response.writeHead(200, HEADERS);
  response.end(BODY);
};
const server = http.createServer((request, response) => {
  if (!READ_BODY) return answer(response);
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.once('end', () => answer(response));
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log(`floor listening on ${process.env.PORT}`));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
