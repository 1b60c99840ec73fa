'use strict';
// Starts and stops the floor server (floor-server.js) as a child process.
const path = require('node:path');
const { startProcess } = require('./process');
const { freePort } = require('./net');

async function startFloor() {
  const port = await freePort();
  const proc = await startProcess({
    name: 'floor',
    script: path.join(__dirname, 'floor-server.js'),
    env: { PATH: process.env.PATH, PORT: String(port) },
    readyText: 'floor listening',
  });
  return { name: 'floor', baseUrl: `http://127.0.0.1:${port}`, processes: [proc], stop: () => proc.stop() };
}

module.exports = { startFloor };
