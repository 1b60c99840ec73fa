import { PRODUCT_CSV_COLUMNS } from '@shop/contracts';
import type { ProductRow } from '../products/product-row';
import { readProductCsv } from './product-csv-file';
import { planProductCsv } from './product-csv-plan';

const PAN = '5a4e2b7c-1d3f-4e5a-9b8c-7d6e5f4a3b2c';
const HEADER = PRODUCT_CSV_COLUMNS.join(',');

function product(overrides: Partial<ProductRow> = {}): ProductRow {
  return {
    id: PAN,
    name: 'Quinacridone Rose',
    category: 'Individual Colors',
    price_cents: 700,
    sale_price_cents: null,
    discount_percentage: null,
    full_pan_price_cents: null,
    grande_price_cents: null,
    shipping_cents: null,
    is_active: true,
    ...overrides,
  } as ProductRow;
}

const plan = (csv: string, row = product()) =>
  planProductCsv(readProductCsv(csv).rows, { products: new Map([[row.id, row]]), variants: [], levels: new Map() });

describe('readProductCsv', () => {
  it('numbers each row by the line it starts on, a quoted cell with line breaks included', () => {
    const file = readProductCsv(
      `${HEADER}\n${PAN},half,"Rose\nwith a note",Individual Colors,7.00,,9.00,true,\n\n${PAN},full,Rose,Individual Colors,x,,9.00,true,\n`,
    );
    expect(file.rows.map((row) => row.line)).toEqual([2]);
    expect(file.problems).toEqual([{ line: 5, field: 'price', message: expect.stringContaining('amount like 6.50') }]);
  });

  it('takes the columns in any order, reads TRUE as true and a blank stock as not counted', () => {
    const file = readProductCsv(
      `stock,active,shipping,sale_price,price,category,name,item,product_id\n,TRUE,,,7,Individual Colors,Rose,half,${PAN}\n`,
    );
    expect(file.problems).toEqual([]);
    expect(file.rows[0]).toMatchObject({ priceCents: 700, shippingCents: null, active: true, stock: null });
  });

  it('refuses a row with too few cells, and a file that is not CSV', () => {
    expect(readProductCsv(`${HEADER}\n${PAN},half\n`).problems).toEqual([
      { line: 2, field: null, message: 'the row has 2 cells where the header has 9' },
    ]);
    expect(readProductCsv(`${HEADER}\n"unclosed,\n`).problems[0]).toMatchObject({
      field: null,
      message: expect.stringContaining('not a readable CSV'),
    });
  });
});

describe('planProductCsv', () => {
  const rows = (half: string, full: string, grande: string) =>
    `${HEADER}\n${PAN},half,,Individual Colors,${half},,9.00,true,\n${PAN},full,,Individual Colors,${full},,9.00,true,\n${PAN},grande,,Individual Colors,${grande},,9.00,true,\n`;

  it('keeps a pan size following the half pan while the file gives the price worked out from it', () => {
    const result = plan(rows('8.00', '15.50', '30.00'));
    expect(result.changes.map((c) => [c.item, c.field, c.from, c.to])).toEqual([
      ['half', 'price', 7, 8],
      ['full', 'price', 13.5, 15.5],
      ['grande', 'price', 26, 30],
    ]);
    expect(result.productColumns.get(PAN)).toEqual({ price_cents: 800 });
  });

  it("stores a pan size's own price where the file gives another one, and keeps a stored one stored", () => {
    expect(plan(rows('8.00', '13.50', '26.00')).productColumns.get(PAN)).toEqual({
      price_cents: 800,
      full_pan_price_cents: 1350,
      grande_price_cents: 2600,
    });
    const stored = product({ full_pan_price_cents: 1350 });
    expect(plan(rows('7.00', '13.50', '26.00'), stored).productColumns.size).toBe(0);
  });

  it('clears a percent-off figure when the file changes the sale price by hand', () => {
    const onSale = product({ sale_price_cents: 560, discount_percentage: 20 });
    const result = plan(rows('7.00', '13.50', '26.00').replace('7.00,,', '7.00,5.00,'), onSale);
    expect(result.productColumns.get(PAN)).toEqual({ sale_price_cents: 500, discount_percentage: null });
  });
});
