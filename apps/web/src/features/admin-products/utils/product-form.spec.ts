import { EMPTY_CREATE_VALUES, validateCreate } from './product-form';

describe('the add-product form', () => {
  const values = (price: string, salePrice: string) => ({ ...EMPTY_CREATE_VALUES, name: 'Mop', category: 'Brushes', price, salePrice });

  it("refuses a sale price at or above the price with the server's words, and takes one below it", () => {
    expect(validateCreate(values('12.00', '12.00')).salePrice).toBe('salePrice must be below price');
    expect(validateCreate(values('12.00', '15')).salePrice).toBe('salePrice must be below price');
    expect(validateCreate(values('12.00', '9.99'))).toEqual({});
    expect(validateCreate(values('12.00', ''))).toEqual({});
  });
});
