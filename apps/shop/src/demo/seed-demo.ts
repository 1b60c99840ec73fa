import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { DemoPatterns, LearningSeedResult, ProductPatterns, SubscriptionDemoPatterns, VariantPatterns } from '@shop/contracts';
import { Bus, busRequest, FileStore, uploadUrlOf } from '@shop/platform';
import { DEMO_CATEGORY_HEADERS, demoCatalogue } from './demo-catalogue';
import { swatchImage } from './swatch-images';

const SEED_TIMEOUT_MS = 30_000;

/** What a seed run added: nothing when the shop was seeded before or already holds products. */
export interface DemoSeedResult {
  products: number;
  /** Course titles, sample lessons and pigments the catalog added (each table only when it was empty). */
  learning: LearningSeedResult | null;
}

/**
 * The demo shop, so a new user sees a real one: products with generated
 * pictures, variants, extenders, category headers, the course titles, sample
 * lessons and pigments, and a subscription plan. It goes through the catalog's
 * and commerce's own calls (in process on the embedded first start, over NATS
 * for `npm run seed`) and runs only while the shop has never been seeded and
 * holds no product.
 */
export async function seedDemoCatalogue(bus: Bus, files: FileStore): Promise<DemoSeedResult> {
  const status = await busRequest(bus, DemoPatterns.status);
  if (status.seeded) return { products: 0, learning: null };
  const logger = new Logger('DemoSeed');
  const started = Date.now();
  const storeImage = (folder: string, image: Buffer) => storeGeneratedImage(files, folder, image);

  const categoryHeaders = [];
  for (const h of DEMO_CATEGORY_HEADERS) {
    const headerImage = await storeImage('category-headers', await swatchImage(h.colors, 1200, 192));
    categoryHeaders.push({ category: h.category, headerImage, title: h.title, description: h.description, isActive: true });
  }
  const learning = await busRequest(bus, DemoPatterns.seedReference, { categoryHeaders }, SEED_TIMEOUT_MS);

  const products = demoCatalogue();
  for (const product of products) {
    const urls = [];
    for (const colors of product.swatches) urls.push(await storeImage('products', await swatchImage(colors)));
    const created = await busRequest(bus, ProductPatterns.create, { fields: product.fields, images: urls });
    for (const variant of product.variants ?? []) {
      await busRequest(bus, VariantPatterns.create, { productId: created.id, fields: variant, images: [] });
    }
  }
  const subscriptionImages = [];
  for (const colors of [
    ['#a63d52', '#f6e04b', '#2f3e9e'],
    ['#1f7a5c', '#c27c35'],
  ]) {
    subscriptionImages.push(await storeImage('subscriptions', await swatchImage(colors)));
  }
  await busRequest(bus, SubscriptionDemoPatterns.seed, { images: subscriptionImages }, SEED_TIMEOUT_MS);
  await busRequest(bus, DemoPatterns.markSeeded);
  logger.log(`demo catalogue: ${products.length} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { products: products.length, learning };
}

/** A picture the seed made itself (a WebP from sharp): nothing to check or re-encode, so it goes straight to the store. */
async function storeGeneratedImage(files: FileStore, folder: string, image: Buffer): Promise<string> {
  const key = `${folder}/${randomUUID()}.webp`;
  await files.put(key, image, 'image/webp');
  return uploadUrlOf(key);
}
