/// <reference types="jest" />
import { ApiError } from '@/lib/api-client';
import { csvFailureText, csvRefusalOf, csvTooLargeText, csvValueText } from './products-csv';

const refused = (body: unknown) => new ApiError(400, JSON.stringify(body), body);

describe('the products CSV panel’s words', () => {
  it('shows a blank as —, the active flag as Yes/No, money in dollars and stock in units', () => {
    expect(csvValueText('sale_price', null)).toBe('—');
    expect(csvValueText('stock', null)).toBe('—');
    expect(csvValueText('active', true)).toBe('Yes');
    expect(csvValueText('active', false)).toBe('No');
    expect(csvValueText('price', 7.5)).toBe('$7.50');
    expect(csvValueText('sale_price', 6)).toBe('$6.00');
    expect(csvValueText('shipping', 0)).toBe('$0.00');
    expect(csvValueText('stock', 1)).toBe('1 unit');
    expect(csvValueText('stock', 1200)).toBe('1,200 units');
  });

  it('lists every problem of a refused file by line and column, under the server’s headline', () => {
    const error = refused({
      statusCode: 400,
      error: 'Bad Request',
      code: 'CSV_INVALID',
      message: 'The file was not imported (3 problems): line 3, price: must be an amount like 6.50; …',
      errors: [
        { line: 3, field: 'price', message: 'must be an amount like 6.50' },
        { line: 1, field: null, message: 'the header must name the columns' },
        { line: 5, field: 'colour', message: 'unknown' },
      ],
    });
    expect(csvRefusalOf(error)).toEqual({
      headline: 'The file was not imported (3 problems): line 3, price: must be an amount like 6.50; …',
      problems: ['line 3, price: must be an amount like 6.50', 'line 1: the header must name the columns', 'line 5: colour: unknown'],
    });
  });

  it('is no refusal for another failure, which shows its own words', () => {
    const tooLarge = new ApiError(413, '', {
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'The file is larger than 5 MB',
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(csvRefusalOf(tooLarge)).toBeNull();
    expect(csvFailureText(tooLarge)).toBe('The file is larger than 5 MB');
    expect(csvRefusalOf(new TypeError('Failed to fetch'))).toBeNull();
    expect(csvFailureText(new DOMException('changed', 'NotReadableError'))).toBe('The file could not be read. Choose it again.');
  });

  it('refuses a file over 5 MB before sending it', () => {
    expect(csvTooLargeText(new File(['a'], 'products.csv'))).toBeNull();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.csv');
    expect(csvTooLargeText(big)).toBe('“big.csv” is larger than 5 MB, the most one import reads.');
  });
});
