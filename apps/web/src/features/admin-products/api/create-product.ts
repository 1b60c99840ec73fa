import { api } from '@/lib/api-client';
import type { AdminProduct } from '../types';
import { useCatalogMutation } from '../utils/use-catalog-mutation';

/** POST /api/products, multipart (name, category, price, description, salePrice, shipping, up to 3 files `images`). */
export function createProduct(form: FormData): Promise<AdminProduct> {
  return api.post<AdminProduct>('/api/products', form);
}

export function useCreateProduct() {
  return useCatalogMutation(createProduct);
}
