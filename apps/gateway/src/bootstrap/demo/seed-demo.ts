import { Logger } from '@nestjs/common';
import { DemoPatterns, DemoStatus, ProductPatterns, ProductView, SubscriptionDemoPatterns, VariantPatterns } from '@shop/contracts';
import type { Bus } from '@shop/platform';
import type { ImageUploads } from '../../uploads/image-uploads';
import { DEMO_CATEGORY_HEADERS, demoCatalogue } from './demo-catalogue';
import { swatchImage } from './swatch-images';

const SEED_TIMEOUT_MS = 30_000;

/**
 * The embedded mode's first start fills the shop so a new user sees a real
 * one: products with generated pictures, variants, extenders, category
 * headers, lessons and pigments, and a subscription plan. It goes through the catalog's own calls and
 * runs only while the shop has never been seeded and holds no product.
 */
export async function seedDemoCatalogue(bus: Bus, images: ImageUploads): Promise<number> {
  const status = await bus.request<DemoStatus>(DemoPatterns.status, {});
  if (status.seeded) return 0;
  const logger = new Logger('DemoSeed');
  const started = Date.now();

  const categoryHeaders = [];
  for (const h of DEMO_CATEGORY_HEADERS) {
    const headerImage = await images.storeImage('category-headers', await swatchImage(h.colors, 1200, 192));
    categoryHeaders.push({ category: h.category, headerImage, title: h.title, description: h.description, isActive: true });
  }
  await bus.request(DemoPatterns.seedReference, { categoryHeaders }, SEED_TIMEOUT_MS);

  const products = demoCatalogue();
  for (const product of products) {
    const urls = [];
    for (const colors of product.swatches) urls.push(await images.storeImage('products', await swatchImage(colors)));
    const created = await bus.request<ProductView>(ProductPatterns.create, { fields: product.fields, images: urls });
    for (const variant of product.variants ?? []) {
      await bus.request(VariantPatterns.create, { productId: created.id, fields: variant, images: [] });
    }
  }
  const subscriptionImages = [];
  for (const colors of [['#a63d52', '#f6e04b', '#2f3e9e'], ['#1f7a5c', '#c27c35']]) {
    subscriptionImages.push(await images.storeImage('subscriptions', await swatchImage(colors)));
  }
  await bus.request(SubscriptionDemoPatterns.seed, { images: subscriptionImages }, SEED_TIMEOUT_MS);
  await bus.request(DemoPatterns.markSeeded, {});
  logger.log(`demo catalogue: ${products.length} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return products.length;
}
