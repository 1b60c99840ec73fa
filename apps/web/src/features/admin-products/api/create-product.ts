import type { ProductView } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { useCatalogMutation } from '../utils/use-catalog-mutation';

/** POST /api/products, multipart (name, category, price, description, salePrice, shipping, up to 3 files `images`). */
export function createProduct(form: FormData): Promise<ProductView> {
  return api.post<ProductView>('/api/products', form);
}

export function useCreateProduct() {
  return useCatalogMutation(createProduct);
}
