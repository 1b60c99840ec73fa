#!/usr/bin/env node
// Exits 0 when every given URL's host:port accepts a TCP connection within 2 s.
const net = require('node:net');

const defaults = { 'nats:': 4222, 'postgres:': 5432, 'postgresql:': 5432 };
const reachable = (url) =>
  new Promise((resolve) => {
    const { hostname, port, protocol } = new URL(url);
    const socket = net.connect({ host: hostname, port: Number(port || defaults[protocol]) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });

Promise.all(process.argv.slice(2).map(reachable)).then((all) => process.exit(all.every(Boolean) ? 0 : 1));
