'use strict';
// The commerce bench's data: the 10-line cart, the quote total the bench expects for it (its own arithmetic of
// docs/rules.md §3), a quote-shaped body for the floor, and products created through the admin API.
const { adminCookie } = require('./admin');
const { CATEGORIES, generateCatalogue } = require('./catalog-data');
const { get } = require('./net');

const PAN_MARKERS = ['Half Pan', 'Full Pan', 'Grande']; // a line whose name holds one ships in the pan group
const PAN_FIRST_CENTS = 375;
const PAN_FURTHER_CENTS = 75;
const DEFAULT_SHIPPING_CENTS = 900; // a product without its own shipping value
const FURTHER_UNIT_CENTS = 300;

const cents = (dollars) => Math.round(dollars * 100);
const dollars = (c) => c / 100;
const isAscii = (text) => !/\P{ASCII}/u.test(text);

/** Every active product the public list gives (one page of at most 500), with the X-Total-Count it announces. */
async function listProducts(baseUrl) {
  const answer = await get(`${baseUrl}/api/products?limit=500`);
  if (answer.status !== 200 || !Array.isArray(answer.body)) {
    throw new Error(`GET /api/products?limit=500 answered ${answer.status} ${answer.text.slice(0, 200)}`);
  }
  return { products: answer.body, total: Number(answer.headers['x-total-count']) };
}

/**
 * A shopper's cart of `size` lines `${id}-half` in the browser's shape, quantities 1, 2, 3, 1, …: one product of
 * each category in turn (the first by name of each, so the same catalogue gives the same cart), skipping products
 * with variants (their lines are `${id}-${variantId}`) and names that are not ASCII (autocannon decodes each TCP
 * chunk on its own: a character cut between two chunks would count as a body mismatch).
 */
function chooseCart(products, size = 10) {
  const eligible = products
    .filter((p) => p.isActive !== false && !p.hasVariants && isAscii(p.name))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const byCategory = new Map(CATEGORIES.map((c) => [c, eligible.filter((p) => p.category === c)]));
  const others = eligible.filter((p) => !CATEGORIES.includes(p.category));
  if (others.length) byCategory.set('other', others);
  const chosen = [];
  while (chosen.length < size && [...byCategory.values()].some((list) => list.length)) {
    for (const list of byCategory.values()) if (list.length && chosen.length < size) chosen.push(list.shift());
  }
  if (chosen.length < size) throw new Error(`only ${chosen.length} products can go in the cart (${size} wanted)`);
  return chosen.map((p, i) => ({
    id: `${p.id}-half`,
    name: p.name,
    price: p.salePrice ?? p.price,
    type: 'product',
    duration: null,
    image: p.images?.[0] ?? null,
    quantity: 1 + (i % 3),
    shipping: p.shipping ?? null,
  }));
}

/**
 * The totals of quoted lines by docs/rules.md §3 for a visitor (no subscription, no coupon, no store credit), in cents:
 * subtotal = Σ price × quantity; shipping = pan group (3.75 + 0.75 per further unit) + other units (the first one's own
 * shipping, else 9.00, + 3.00 per further unit); tax = (subtotal + shipping) × the state's rate, half up.
 */
function quoteTotals(lines, taxBasisPoints) {
  const items = lines.filter((l) => l.type !== 'mystery_box');
  const subtotal = items.reduce((sum, l) => sum + cents(l.price) * l.quantity, 0);
  const pan = items.filter((l) => PAN_MARKERS.some((m) => l.name.includes(m))).reduce((n, l) => n + l.quantity, 0);
  const others = items.filter((l) => !PAN_MARKERS.some((m) => l.name.includes(m)));
  const otherUnits = others.reduce((n, l) => n + l.quantity, 0);
  const firstOther = others.length
    ? others[0].shipping === null || others[0].shipping === undefined
      ? DEFAULT_SHIPPING_CENTS
      : cents(others[0].shipping)
    : 0;
  const shipping =
    (pan ? PAN_FIRST_CENTS + (pan - 1) * PAN_FURTHER_CENTS : 0) + (otherUnits ? firstOther + (otherUnits - 1) * FURTHER_UNIT_CENTS : 0);
  const tax = Math.floor(((subtotal + shipping) * taxBasisPoints + 5_000) / 10_000);
  return { subtotal, shipping, tax, total: subtotal + shipping + tax };
}

/**
 * Checks a quote answer against the cart sent and the bench's own arithmetic (quoteTotals); returns the expected
 * total in dollars. The unit prices are the server's (catalogue, sale price, Soft Pastels rule): the bench checks
 * what follows from them.
 */
function checkQuote(quote, cartItems, taxBasisPoints) {
  const fail = (why) => {
    throw new Error(`POST /api/cart/quote: ${why}`);
  };
  const lines = quote?.lines;
  if (!Array.isArray(lines)) fail(`no lines in ${JSON.stringify(quote).slice(0, 200)}`);
  const products = lines.filter((l) => l.type !== 'mystery_box');
  if (products.length !== cartItems.length) fail(`${products.length} product lines for a cart of ${cartItems.length}`);
  cartItems.forEach((item, i) => {
    const line = products[i];
    if (line.id !== item.id || line.quantity !== item.quantity)
      fail(`line ${i} is ${line.id} × ${line.quantity} instead of ${item.id} × ${item.quantity}`);
    if (cents(line.lineTotal) !== cents(line.price) * line.quantity)
      fail(`line ${i}: lineTotal ${line.lineTotal} ≠ ${line.price} × ${line.quantity}`);
  });
  const expected = quoteTotals(lines, taxBasisPoints);
  const got = { subtotal: cents(quote.subtotal), shipping: cents(quote.shipping), tax: cents(quote.tax), total: cents(quote.total) };
  const wrong = Object.keys(expected).filter((k) => expected[k] !== got[k]);
  if (wrong.length || quote.couponDiscount !== 0 || quote.storeCredit !== 0 || quote.taxApplies !== true) {
    fail(
      `expected ${JSON.stringify(Object.fromEntries(Object.entries(expected).map(([k, v]) => [k, dollars(v)])))}, taxApplies, ` +
        `no coupon or store credit; got ${JSON.stringify({ subtotal: quote.subtotal, shipping: quote.shipping, tax: quote.tax, total: quote.total, couponDiscount: quote.couponDiscount, storeCredit: quote.storeCredit, taxApplies: quote.taxApplies })}`,
    );
  }
  return dollars(expected.total);
}

/** `count` generated products (lib/catalog-data.js) in the public API's shape, for a cart that needs no shop. */
function generatedProducts(count = 60, seed = 7) {
  return generateCatalogue(count, seed).map((r) => ({
    id: r.id,
    name: r.name,
    category: r.category,
    price: r.price_cents / 100,
    salePrice: r.sale_price_cents === null ? null : r.sale_price_cents / 100,
    shipping: r.shipping_cents === null ? null : r.shipping_cents / 100,
    images: r.images,
    hasVariants: false,
    isActive: true,
  }));
}

/**
 * A quote answer for cartItems with the shape of the shop's (lines, one mystery-box line, totals by quoteTotals,
 * mysteryBox, …) and about its size: what the floor serves.
 */
function syntheticQuote(cartItems, taxBasisPoints) {
  const lines = cartItems.map((item) => ({
    id: item.id,
    name: item.name,
    type: 'product',
    duration: null,
    image: item.image,
    quantity: item.quantity,
    price: item.price,
    originalPrice: item.price,
    discount: null,
    shipping: item.shipping,
    lineTotal: dollars(cents(item.price) * item.quantity),
  }));
  const box = { id: '6c0e2b8a-3f4d-4e61-9a57-2d1f0c9b8e73', title: 'Mystery Box ($80 value)', rewardValue: 80 };
  lines.push({
    id: `mystery-box-${box.id}`,
    name: box.title,
    type: 'mystery_box',
    duration: null,
    image: null,
    quantity: 1,
    price: 0,
    originalPrice: 0,
    discount: null,
    shipping: 0,
    lineTotal: 0,
    isMysteryBoxFreebie: true,
    mysteryBoxValue: 80,
  });
  const t = quoteTotals(lines, taxBasisPoints);
  return JSON.stringify({
    lines,
    subtotal: dollars(t.subtotal),
    shipping: dollars(t.shipping),
    tax: dollars(t.tax),
    taxApplies: true,
    couponDiscount: 0,
    coupon: null,
    storeCredit: 0,
    total: dollars(t.total),
    mysteryBox: {
      enabled: true,
      current: box,
      next: { id: 'b7d4f2c1-8e9a-4b3c-a5d6-1f2e3d4c5b6a', title: 'Mystery Box ($120 value)', threshold: 299, rewardValue: 120, amountLeft: 51.41 },
    },
    isActiveSubscriber: false,
  });
}

/**
 * Creates products through the admin API (POST /api/admin/login, then POST /api/products, multipart, one per row of
 * generateCatalogue: name, category, price, description, salePrice, shipping, subcategory, paintCount; no images).
 * Returns the time taken (ms).
 */
async function createProducts(baseUrl, admin, rows) {
  const started = Date.now();
  const cookie = await adminCookie(baseUrl, admin);
  for (const row of rows) {
    const form = new FormData();
    const fields = {
      name: row.name,
      category: row.category,
      price: row.price_cents / 100,
      description: row.description,
      salePrice: row.sale_price_cents === null ? null : row.sale_price_cents / 100,
      shipping: row.shipping_cents === null ? null : row.shipping_cents / 100,
      subcategory: row.subcategory,
      paintCount: row.paint_count,
    };
    for (const [name, value] of Object.entries(fields)) if (value !== null && value !== undefined) form.append(name, String(value));
    const response = await fetch(`${baseUrl}/api/products`, { method: 'POST', body: form, headers: { cookie } });
    const text = await response.text();
    if (response.status !== 201) throw new Error(`POST /api/products (${row.name}) answered ${response.status} ${text.slice(0, 200)}`);
  }
  return Date.now() - started;
}

module.exports = { listProducts, chooseCart, quoteTotals, checkQuote, generatedProducts, syntheticQuote, createProducts, isAscii };
