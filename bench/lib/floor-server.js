'use strict';
// The floor: a bare Node http server answering the endpoint's JSON body from memory.
// Run as its own process (`node floor-server.js`, PORT env) so it never shares an event loop with the load generator.
const http = require('node:http');

const BODY = JSON.stringify({ key: 'hero_image', value: null });
const HEADERS = { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(BODY) };

const server = http.createServer((request, response) => {
  response.writeHead(200, HEADERS);
  response.end(BODY);
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log(`floor listening on ${process.env.PORT}`));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
