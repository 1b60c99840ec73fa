import { ApiError } from '@/lib/api-client';
import type { CartItem } from '@/lib/cart-store';
import { quoteErrorMessage } from './quote-error-message';

const items: CartItem[] = [{ id: 'product-42-half', name: 'Cobalt Teal (half pan)', price: 9, type: 'product', quantity: 1 }];
const refusal = (code: string, message: string) => new ApiError(404, message, { statusCode: 404, error: 'Not Found', message, code });

describe('quoteErrorMessage', () => {
  it('names the items the shop no longer sells (ITEM_UNAVAILABLE) by their names and says to remove them', () => {
    expect(quoteErrorMessage(refusal('ITEM_UNAVAILABLE', 'These items are not available: product-42-half'), items)).toBe(
      'These items are not available: “Cobalt Teal (half pan)”. Remove it to continue.',
    );
  });

  it('decides on the code, not the words: another refusal naming a line id is shown as the server wrote it', () => {
    expect(quoteErrorMessage(refusal('NOT_FOUND', 'No such line product-42-half'), items)).toBe('No such line product-42-half');
  });
});
