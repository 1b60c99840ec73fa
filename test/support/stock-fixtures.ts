import type TestAgent from 'supertest/lib/agent';
import type { TestShop } from './test-shop';

/** Makes products and variants as the back office does (multipart forms); each answers the created record. */
export async function stockCatalogue(admin: TestAgent) {
  const product = async (name: string, category: string, price: string): Promise<{ id: string }> =>
    (await admin.post('/api/products').field('name', name).field('category', category).field('price', price).expect(201)).body;
  const variantOf = async (productId: string, name: string, price: string): Promise<{ id: string }> =>
    (await admin.post(`/api/products/${productId}/variants`).field('name', name).field('price', price).expect(201)).body;
  return { product, variantOf };
}

/** An item's level as commerce holds it, or undefined when the item is not counted. */
export async function stockLevel(t: TestShop, productId: string, item: string): Promise<number | undefined> {
  return (await t.db('commerce').query('SELECT level FROM stock_levels WHERE product_id = $1 AND item = $2', [productId, item]))[0]?.level;
}
