'use strict';
// A realistic product catalogue for the catalogue bench, generated (the same rows every run: a seeded PRNG and a fixed
// clock) and written straight into catalog.products with SQL.
const { withPostgres } = require('./cluster');

const CATEGORIES = ['Brushes', 'Watercolor Sets', 'Individual Colors', 'Soft Pastels', 'Sidewalk Sale', 'Vault Clearance', 'Extenders'];
// Share of each category in the catalogue (a paint maker's shop: mostly single colours and sets).
const CATEGORY_WEIGHTS = {
  'Individual Colors': 40,
  'Watercolor Sets': 16,
  Brushes: 12,
  'Soft Pastels': 10,
  'Sidewalk Sale': 8,
  'Vault Clearance': 5,
  Extenders: 9,
};
const INACTIVE_SHARE = 0.04; // retired products the shopper never sees
const NEWEST = Date.parse('2026-11-01T12:00:00.000Z'); // fixed, so the same run gives the same bytes
const SPACING_MS = 3 * 60 * 60 * 1000 + 17 * 60 * 1000; // one product every 3 h 17 min, going back in time

// ASCII only, on purpose: autocannon decodes each TCP chunk of an answer separately, so a multi-byte character cut
// between two chunks would be counted as a body mismatch.
const PIGMENTS = [
  ['Hansa Yellow Light', 'Yellows'],
  ['Cadmium Yellow Deep', 'Yellows'],
  ['Nickel Azo Yellow', 'Yellows'],
  ['Indian Yellow', 'Yellows'],
  ['Aureolin', 'Yellows'],
  ['Pyrrol Orange', 'Oranges'],
  ['Cadmium Orange', 'Oranges'],
  ['Transparent Orange', 'Oranges'],
  ['Pyrrol Scarlet', 'Reds'],
  ['Cadmium Red Medium', 'Reds'],
  ['Perylene Maroon', 'Reds'],
  ['Alizarin Crimson', 'Reds'],
  ['Quinacridone Rose', 'Pinks'],
  ['Opera Pink', 'Pinks'],
  ['Permanent Rose', 'Pinks'],
  ['Quinacridone Magenta', 'Magentas'],
  ['Cobalt Violet', 'Magentas'],
  ['Dioxazine Purple', 'Purples'],
  ['Carbazole Violet', 'Violets'],
  ['Ultramarine Violet', 'Violets'],
  ['French Ultramarine', 'Blues'],
  ['Cobalt Blue', 'Blues'],
  ['Phthalo Blue (GS)', 'Blues'],
  ['Cerulean Blue', 'Blues'],
  ['Prussian Blue', 'Blues'],
  ['Indanthrone Blue', 'Blues'],
  ['Cobalt Teal', 'Turquoises'],
  ['Phthalo Turquoise', 'Turquoises'],
  ['Viridian', 'Greens'],
  ['Phthalo Green (BS)', 'Greens'],
  ["Hooker's Green", 'Greens'],
  ['Sap Green', 'Yellow Greens'],
  ['Olive Green', 'Yellow Greens'],
  ['Green Gold', 'Yellow Greens'],
  ['Yellow Ochre', 'Earth Tones'],
  ['Raw Sienna', 'Earth Tones'],
  ['Burnt Sienna', 'Earth Tones'],
  ['Quinacridone Gold', 'Earth Tones'],
  ['Raw Umber', 'Browns'],
  ['Burnt Umber', 'Browns'],
  ['Sepia', 'Browns'],
  ['Van Dyke Brown', 'Browns'],
  ['Lamp Black', 'Blacks'],
  ['Ivory Black', 'Blacks'],
  ['Neutral Tint', 'Grays'],
  ["Payne's Gray", 'Grays'],
  ["Davy's Gray", 'Grays'],
  ['Titanium White', 'Whites'],
  ['Interference Gold', 'Metallics'],
  ['Iridescent Copper', 'Metallics'],
  ['Pearl Shimmer', 'Shimmers'],
  ['Galaxy Shimmer', 'Shimmers'],
  ['Lunar Black', 'Granulating'],
  ['Lunar Blue', 'Granulating'],
  ['Genuine Hematite', 'Granulating'],
  ['Lapis Lazuli', 'Granulating'],
  ['Amethyst Genuine', 'Granulating'],
];
const BATCH_WORDS = ['Studio', 'Small Batch', 'Heritage', 'Limited', 'Artist Grade', 'Spring', 'Autumn', 'Winter', 'Summer', 'Reserve'];
const THEMES = [
  'Desert Sunset',
  'Ocean Depths',
  'Forest Floor',
  'Botanical Garden',
  'Urban Sketcher',
  'Pink Violets',
  'Autumn Harvest',
  'Winter Frost',
  'Earth Pigments',
  'Spring Meadow',
  'Galaxy Shimmers',
  'Tropical Bloom',
  'Coastal Fog',
  'Mountain Lake',
  'Wildflower Field',
  'Night Sky',
  'Cottage Garden',
  'Sketchbook Essentials',
  'Granulation Lovers',
  'Landscape Painter',
  'Portrait Skin Tones',
  'Botanical Greens',
];
const SET_SIZES = [6, 8, 10, 12, 14, 15, 16, 18, 20, 24, 28, 36, 48];
const BRUSHES = [
  ['Kolinsky Sable Round', 3800],
  ['Squirrel Mop', 2900],
  ['Synthetic Round', 1400],
  ['Dagger Striper', 1800],
  ['Flat Wash', 1600],
  ['Rigger Liner', 1200],
  ['Quill Brush', 3200],
  ['Travel Sable', 4200],
  ['Filbert Blender', 1500],
  ['Fan Brush', 1300],
  ['Premium Handmade Brush', 16300],
  ['Water Brush Pen', 900],
  ['Oval Wash', 2100],
  ['Cat Tongue', 2400],
  ['Spotter Detail', 1100],
];
const BRUSH_SIZES = ['Size 0', 'Size 2', 'Size 4', 'Size 6', 'Size 8', 'Size 10', 'Size 12', '1/2 inch', '3/4 inch', '1 inch'];
const PASTEL_COLOURS = [
  'Rose Madder',
  'Cerulean Sky',
  'Olive Grove',
  'Burnt Orange',
  'Lavender Mist',
  'Sea Glass',
  'Golden Hour',
  'Charcoal Gray',
  'Blush Peach',
  'Moss Green',
  'Plum Dusk',
  'Sand Dune',
  'Storm Cloud',
  'Buttercup',
  'Brick Red',
  'Midnight Teal',
];
const REVIEWS = [
  'Beautiful colour, rewets instantly.',
  'Lovely granulation on cold press paper.',
  'Arrived quickly and well packed.',
  'My new favourite for skies.',
  'Rich and creamy, a little goes a long way.',
  'Exactly like the swatch photo.',
  'Great value for handmade paint.',
  'Mixes cleanly with everything in my palette.',
];

/** mulberry32: a small seeded PRNG (the same catalogue every run). */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function uuidFrom(random) {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** One product row (columns of catalog.products) of the given category; n makes names unique. */
function productOf(category, n, random) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  const between = (lo, hi) => lo + Math.floor(random() * (hi - lo + 1));
  const row = {
    name: '',
    description: null,
    category,
    subcategory: null,
    subcategories: [],
    price_cents: 0,
    sale_price_cents: null,
    discount_percentage: null,
    shipping_cents: null,
    paint_count: null,
    has_variants: false,
    has_extenders: false,
    reviews: [],
    color_count: null,
    colors: [],
  };
  switch (category) {
    case 'Individual Colors': {
      const [pigment, hue] = pick(PIGMENTS);
      const pan = pick(['Half Pan', 'Half Pan', 'Full Pan', 'Grande Pan']);
      row.name = `${pigment} ${pan} - ${pick(BATCH_WORDS)} No. ${n}`;
      row.description =
        `Handmade ${pigment} watercolor, ground in small batches with gum arabic and honey. Rewets beautifully and ` +
        `lifts cleanly; lightfastness I (excellent).`;
      row.subcategory = hue;
      row.subcategories = random() < 0.3 ? [hue, pick(['Granulating', 'Staining', 'Transparent', 'Opaque'])] : [hue];
      row.price_cents = pick([350, 425, 500, 575, 650]);
      break;
    }
    case 'Watercolor Sets': {
      const size = pick(SET_SIZES);
      const theme = pick(THEMES);
      row.name = `${theme} Set of ${size} - Edition ${n}`;
      row.description =
        `${size} handmade half pans in a hand-painted tin, chosen around the ${theme.toLowerCase()} palette. ` +
        'Each pan is poured by hand and cured for two weeks.';
      row.subcategory = `Sets of ${size}`;
      row.subcategories = [`Sets of ${size}`];
      row.price_cents = Math.round(size * 310 + 600);
      row.paint_count = size;
      row.has_extenders = size >= 12;
      break;
    }
    case 'Brushes': {
      const [brush, cents] = pick(BRUSHES);
      row.name = `${brush} ${pick(BRUSH_SIZES)} - Lot ${n}`;
      row.description = `${brush}: holds a generous load of water and keeps a fine point. Hand-tied in small batches.`;
      row.price_cents = cents + between(0, 6) * 100;
      row.shipping_cents = 450;
      row.has_variants = random() < 0.3;
      break;
    }
    case 'Soft Pastels': {
      row.name = `${pick(PASTEL_COLOURS)} Soft Pastel - Stick ${n}`;
      row.description = 'A handmade soft pastel stick: buy 2 or more and save 50% on each.';
      row.price_cents = 425;
      break;
    }
    case 'Sidewalk Sale': {
      const [pigment] = pick(PIGMENTS);
      row.name = `${pigment} Seconds Half Pan - Tray ${n}`;
      row.description = 'A perfectly good paint in a pan that came out a little uneven.';
      row.price_cents = 450;
      row.sale_price_cents = pick([250, 275, 300]);
      row.discount_percentage = Math.round((1 - row.sale_price_cents / row.price_cents) * 100);
      break;
    }
    case 'Vault Clearance': {
      row.name = `Retired ${pick(THEMES)} Mini Tin - Vault ${n}`;
      row.description = 'From the vault: a retired palette, while the last tins last.';
      row.price_cents = 1800;
      row.sale_price_cents = 1200;
      row.discount_percentage = 33;
      break;
    }
    case 'Extenders': {
      const colors = Array.from({ length: 6 }, () => pick(PIGMENTS)[0]);
      row.name = `${pick(THEMES)} Extender Pack - Mix ${n}`;
      row.description = `Six more colours for your set: ${colors.join(', ')}.`;
      row.price_cents = pick([1900, 2000, 2100]);
      row.color_count = colors.length;
      row.colors = colors;
      break;
    }
    default:
      throw new Error(`unknown category ${category}`);
  }
  if (random() < 0.2) row.reviews = Array.from({ length: between(1, 3) }, () => pick(REVIEWS));
  return row;
}

/**
 * `count` products across the seven categories, newest first (created_at strictly decreasing), each with 1-3 images
 * /uploads/products/<uuid>.webp. About 4 % are inactive.
 */
function generateCatalogue(count, seed = 20261122) {
  const random = prng(seed);
  const weighted = CATEGORIES.flatMap((c) => Array(CATEGORY_WEIGHTS[c]).fill(c));
  const rows = [];
  for (let i = 0; i < count; i++) {
    const category = weighted[Math.floor(random() * weighted.length)];
    const row = productOf(category, 1000 + i, random);
    const createdAt = new Date(NEWEST - i * SPACING_MS);
    rows.push({
      id: uuidFrom(random),
      ...row,
      images: Array.from({ length: 1 + Math.floor(random() * 3) }, () => `/uploads/products/${uuidFrom(random)}.webp`),
      is_active: random() >= INACTIVE_SHARE,
      created_at: createdAt,
      updated_at: createdAt,
    });
  }
  return rows;
}

const COLUMNS = [
  'id',
  'name',
  'description',
  'category',
  'subcategory',
  'subcategories',
  'price_cents',
  'sale_price_cents',
  'discount_percentage',
  'shipping_cents',
  'images',
  'paint_count',
  'has_variants',
  'has_extenders',
  'reviews',
  'is_active',
  'color_count',
  'colors',
  'created_at',
  'updated_at',
];
const BATCH = 500;

/** Inserts the rows into catalog.products (one transaction, batches of 500), then ANALYZE. Returns the time taken (ms). */
async function insertCatalogue(databaseUrl, rows) {
  const started = Date.now();
  await withPostgres(databaseUrl, async (client) => {
    await client.query('BEGIN');
    try {
      for (let from = 0; from < rows.length; from += BATCH) {
        const batch = rows.slice(from, from + BATCH);
        const params = [];
        const tuples = batch.map(
          (row) =>
            `(${COLUMNS.map((column) => {
              params.push(row[column]);
              return `$${params.length}`;
            }).join(', ')})`,
        );
        await client.query(`INSERT INTO catalog.products (${COLUMNS.join(', ')}) VALUES ${tuples.join(', ')}`, params);
      }
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    }
    await client.query('ANALYZE catalog.products');
  });
  return Date.now() - started;
}

/** The shopper's first page as the API must answer it: active products, newest first (id breaks ties), `limit` of them. */
function expectedFirstPage(rows, limit = 50) {
  return rows
    .filter((r) => r.is_active)
    .sort((a, b) => b.created_at - a.created_at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    .slice(0, limit);
}

/** Per-category counts, for the results file. */
function summarize(rows) {
  const byCategory = Object.fromEntries(CATEGORIES.map((c) => [c, rows.filter((r) => r.category === c).length]));
  return { products: rows.length, active: rows.filter((r) => r.is_active).length, byCategory };
}

module.exports = { generateCatalogue, insertCatalogue, expectedFirstPage, summarize, CATEGORIES };
