'use strict';
// Debian's Chromium (never a downloaded browser), with the flags this machine's closed network needs.

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Chromium through Playwright (a fresh profile). */
function launchPlaywrightChromium() {
  const { chromium } = require('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')) });
}

module.exports = { CHROMIUM_PATH, CHROMIUM_FLAGS, launchPlaywrightChromium };
