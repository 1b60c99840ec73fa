'use strict';
// The admin a bench gives the shop it starts, and her session cookie.
const { randomBytes } = require('node:crypto');
const { cookieFrom, post } = require('./net');

/** owner@bench.test with a random password: the shop gets it as ADMIN_EMAIL / ADMIN_PASSWORD. */
const benchAdmin = () => ({ email: 'owner@bench.test', password: randomBytes(12).toString('hex') });

/** Signs the admin in (POST /api/admin/login): her `shop_admin=…` cookie, for a Cookie header. */
async function adminCookie(baseUrl, { email, password }) {
  const login = await post(`${baseUrl}/api/admin/login`, { email, password });
  const cookie = cookieFrom(login.headers, 'shop_admin');
  if (login.status !== 200 || !cookie) throw new Error(`POST /api/admin/login answered ${login.status} ${login.text.slice(0, 200)}`);
  return cookie;
}

module.exports = { benchAdmin, adminCookie };
