'use strict';
// Many signed-in shoppers (with a saved cart or without), and spreading a load over them (or over client addresses), so that no
// shopper and no address goes over the shop's per-session / per-IP rate limits.
const { cookieFrom, post } = require('./net');

/** Runs work(item) for every item, at most `concurrency` at a time; the answers in order. */
async function inPool(items, concurrency, work) {
  const answers = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      answers[i] = await work(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return answers;
}

/** `<prefix>-1@bench.test` … `<prefix>-<count>@bench.test`. */
const shopperEmails = (count, prefix) => Array.from({ length: count }, (_, i) => `${prefix}-${i + 1}@bench.test`);

/** Signs a shopper in (POST /api/users): her `shop_session=…` cookie, for a Cookie header. */
async function signInShopper(baseUrl, email) {
  const signIn = await post(`${baseUrl}/api/users`, { email }, { timeoutMs: 30_000 });
  const cookie = cookieFrom(signIn.headers, 'shop_session');
  if (![200, 201].includes(signIn.status) || !cookie) {
    throw new Error(`POST /api/users for ${email} answered ${signIn.status} ${signIn.text.slice(0, 200)}`);
  }
  return cookie;
}

/** `count` shoppers `<prefix>-<n>@bench.test`, each signed in. Returns { shoppers: [{ email, cookie }], ms }. */
async function signInShoppers(baseUrl, { count, prefix, concurrency = 16 }) {
  const started = Date.now();
  const shoppers = await inPool(shopperEmails(count, prefix), concurrency, async (email) => ({ email, cookie: await signInShopper(baseUrl, email) }));
  return { shoppers, ms: Date.now() - started };
}

/**
 * `count` shoppers `<prefix>-<n>@bench.test`, each signed in with `cartItems` saved as her cart (POST /api/cart/save).
 * Returns { shoppers: [{ email, cookie }], ms }.
 */
async function prepareShoppers(baseUrl, { count, prefix, cartItems, concurrency = 16 }) {
  const started = Date.now();
  const shoppers = await inPool(shopperEmails(count, prefix), concurrency, async (email) => {
    const cookie = await signInShopper(baseUrl, email);
    const saved = await post(`${baseUrl}/api/cart/save`, { userEmail: email, cartItems }, { headers: { cookie }, timeoutMs: 30_000 });
    // The saved cart is the lines sent, plus the free mystery-box line the server adds when the cart earns one.
    const bought = (saved.body?.items ?? []).filter((item) => item.type !== 'mystery_box');
    if (saved.status !== 200 || saved.body?.saved !== true || bought.length !== cartItems.length) {
      throw new Error(`POST /api/cart/save for ${email} answered ${saved.status} ${saved.text.slice(0, 200)}`);
    }
    return { email, cookie };
  });
  return { shoppers, ms: Date.now() - started };
}

/** `count` distinct client addresses 10.x.y.z (`first` shifts the range, so two pools never share one). */
function clientAddresses(count, first = 0) {
  return Array.from({ length: count }, (_, i) => {
    const n = first + i + 1;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  });
}

/**
 * A setupClient for runLoad: each connection sends header `name` = one of `values` for `every` requests, then takes
 * the next free value (the values go round robin over the connections; past the last one they start again). The
 * request is rebuilt only at each change, so the load generator works as for a fixed request.
 * mostPerValue() is the most answers any one value got (its count of requests).
 */
function rotateHeader(name, values, { every, headers = {} }) {
  const used = new Array(values.length).fill(0);
  let next = 0;
  const setupClient = (client) => {
    let current;
    let left = 0;
    const take = () => {
      current = next++ % values.length;
      left = every;
      client.setHeaders({ ...headers, [name]: values[current] });
    };
    take();
    client.on('response', () => {
      used[current]++;
      if (--left === 0) take();
    });
  };
  return { setupClient, mostPerValue: () => Math.max(...used), valuesUsed: () => Math.min(next, values.length) };
}

module.exports = { signInShopper, signInShoppers, prepareShoppers, clientAddresses, rotateHeader, inPool };
