import { parse } from 'csv-parse/sync';
import TestAgent from 'supertest/lib/agent';
import { PRODUCT_CSV_COLUMNS, PRODUCT_CSV_MAX_ROWS } from '@shop/contracts';
import { builtModule } from '../support/built-shop';
import { stockCatalogue, stockLevel } from '../support/stock-fixtures';
import { startTestShop, TEST_ADMIN, TestShop } from '../support/test-shop';
import { until } from '../support/until';

const { StockService } = builtModule<typeof import('../../apps/commerce/src/stock/stock.service')>('apps/commerce/src/stock/stock.service');

type Row = Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>;

/**
 * Products and stock as a CSV file (docs/rules.md §7): the export lists every product, pan size and variant with its
 * prices, shipping, active flag and stock; the import reads the same file back, with a dry run that lists the changes,
 * and refuses a file with any problem whole (400, every problem by line and column, nothing written).
 */
describe('the products CSV', () => {
  let t: TestShop;
  let admin: TestAgent;
  let pan: { id: string };
  let brush: { id: string };
  let variant: { id: string };

  beforeAll(async () => {
    t = await startTestShop();
    admin = await t.admin();
    const { product, variantOf } = await stockCatalogue(admin);
    pan = await product('Quinacridone Rose', 'Individual Colors', '7.00');
    brush = await product('=Travel Brush', 'Brushes', '30.00');
    variant = await variantOf(brush.id, 'Size 12', '33.50');
    await admin
      .put(`/api/admin/products/${pan.id}/stock`)
      .send({ tracked: true, items: [{ item: 'half', level: 5, threshold: 2 }] })
      .expect(200);
  });
  afterAll(() => t.close());

  const exported = async () => {
    const res = await admin.get('/api/admin/products/export.csv').buffer(true).expect(200);
    return res.text as string;
  };
  const rowsOf = (csv: string): Row[] => parse(csv, { columns: true }) as Row[];
  const toText = (rows: Row[]) =>
    [
      PRODUCT_CSV_COLUMNS.join(','),
      ...rows.map((row) => PRODUCT_CSV_COLUMNS.map((c) => (/[",\n]/.test(row[c]) ? `"${row[c].replace(/"/g, '""')}"` : row[c])).join(',')),
    ].join('\n') + '\n';
  const importCsv = (csv: string, dryRun = false) =>
    admin.post(`/api/admin/products/import${dryRun ? '?dryRun=true' : ''}`).attach('file', Buffer.from(csv), 'products.csv');
  const level = (productId: string, item: string) => stockLevel(t, productId, item);
  const product = async (id: string) => (await t.client().get(`/api/products/${id}`).expect(200)).body;
  /** The file's line of a row (the header is line 1). */
  const lineOf = (rows: Row[], productId: string, item: string) => rows.findIndex((row) => row.product_id === productId && row.item === item) + 2;
  const edit = (rows: Row[], productId: string, item: string, values: Partial<Row>) =>
    rows.map((row) => (row.product_id === productId && row.item === item ? { ...row, ...values } : row));

  it('exports every product, pan size and variant with prices, shipping, active flag and stock', async () => {
    const res = await admin.get('/api/admin/products/export.csv').buffer(true).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="products.csv"');
    expect(res.text.split('\n')[0]).toBe(PRODUCT_CSV_COLUMNS.join(','));
    const rows = rowsOf(res.text);
    const of = (id: string) =>
      rows
        .filter((row) => row.product_id === id)
        .map((row) => [row.item, row.name, row.category, row.price, row.sale_price, row.shipping, row.active, row.stock]);
    expect(of(pan.id)).toEqual([
      ['half', 'Quinacridone Rose - Half Pan', 'Individual Colors', '7.00', '', '9.00', 'true', '5'],
      ['full', 'Quinacridone Rose - Full Pan', 'Individual Colors', '13.50', '', '9.00', 'true', ''],
      ['grande', 'Quinacridone Rose - Grande', 'Individual Colors', '26.00', '', '9.00', 'true', ''],
    ]);
    // A name a spreadsheet would run as a formula is written as text.
    expect(of(brush.id)).toEqual([
      ['product', "'=Travel Brush", 'Brushes', '30.00', '', '9.00', 'true', ''],
      [variant.id, "'=Travel Brush - Size 12", 'Brushes', '33.50', '', '9.00', 'true', ''],
    ]);
  });

  it('imports its own export unchanged as no change at all', async () => {
    const { body } = await importCsv(await exported()).expect(200);
    expect(body).toEqual({ dryRun: false, rows: 5, changes: [] });
  });

  it('lists the changes in a dry run and writes nothing, then writes them all on import, stock through the ledger', async () => {
    let rows = rowsOf(await exported());
    rows = edit(rows, pan.id, 'half', { price: '7.50', sale_price: '6.00', stock: '12' });
    rows = edit(rows, pan.id, 'full', { price: '15.00', stock: '3' });
    rows = edit(rows, brush.id, 'product', { shipping: '4.50' });
    rows = edit(rows, brush.id, variant.id, { price: '', active: 'false', shipping: '4.50', stock: '0' });
    const csv = toText(rows);

    const { body: dry } = await importCsv(csv, true).expect(200);
    expect(dry.dryRun).toBe(true);
    const changes = (dry.changes as { line: number; item: string; field: string; from: unknown; to: unknown; name: string }[]).map((c) => [
      c.item === variant.id ? 'variant' : c.item,
      c.field,
      c.from,
      c.to,
    ]);
    expect(changes).toEqual(
      expect.arrayContaining([
        ['half', 'price', 7, 7.5],
        ['half', 'sale_price', null, 6],
        ['half', 'stock', 5, 12],
        ['full', 'price', 13.5, 15],
        ['full', 'stock', null, 3],
        ['product', 'shipping', 9, 4.5],
        ['variant', 'price', 33.5, null],
        ['variant', 'active', true, false],
        ['variant', 'stock', null, 0],
      ]),
    );
    expect(dry.changes.find((c: { field: string; item: string }) => c.item === 'full' && c.field === 'price')).toMatchObject({
      line: lineOf(rows, pan.id, 'full'),
      productId: pan.id,
      name: 'Quinacridone Rose - Full Pan',
    });
    expect((await product(pan.id)).price).toBe(7);
    expect(await level(pan.id, 'half')).toBe(5);

    const { body } = await importCsv(csv).expect(200);
    expect(body.dryRun).toBe(false);
    expect(body.changes).toEqual(dry.changes);
    // The grande kept the price the file gives it (26.00), which is no longer the one worked out from the new half pan.
    expect(await product(pan.id)).toMatchObject({ price: 7.5, salePrice: 6, fullPanPrice: 15, grandePrice: 26 });
    expect((await product(brush.id)).shipping).toBe(4.5);
    const variants = (await admin.get(`/api/products/${brush.id}/variants?includeSold=true`).expect(200)).body as {
      id: string;
      price: number | null;
      isAvailable: boolean;
    }[];
    expect(variants.find((v) => v.id === variant.id)).toMatchObject({ price: null, isAvailable: false });
    expect([await level(pan.id, 'half'), await level(pan.id, 'full'), await level(brush.id, variant.id)]).toEqual([12, 3, 0]);
    const movements = (await admin.get(`/api/admin/products/${pan.id}/stock/movements`).expect(200)).body.movements as {
      item: string;
      kind: string;
      delta: number;
      actor: string;
      reason: string;
    }[];
    expect(movements.filter((m) => m.reason === 'CSV import').map((m) => [m.item, m.kind, m.delta, m.actor])).toEqual(
      expect.arrayContaining([
        ['half', 'correction', 7, TEST_ADMIN.email],
        ['full', 'correction', 3, TEST_ADMIN.email],
      ]),
    );

    // The same levels arrive again with the catalogue's outbox event: applied once.
    await until(
      async () =>
        (await t.db('catalog').query("SELECT 1 FROM outbox WHERE name = 'catalog.product-csv.stock-imported' AND published_at IS NOT NULL")).length >
        0,
      'the import event published',
    );
    const csvMovements = async () =>
      (await t.db('commerce').query("SELECT count(*)::int AS n FROM stock_movements WHERE reason = 'CSV import'"))[0].n;
    // Two movements: the half pan's +7 and the full pan's +3 (the variant starts counting at 0: no units moved).
    expect(await csvMovements()).toBe(2);
    expect(await level(pan.id, 'half')).toBe(12);
    // And the file as it is now imports as no change.
    expect((await importCsv(await exported()).expect(200)).body.changes).toEqual([]);
  });

  it("moves each level by the file's difference from the level the import read, so units reserved meanwhile stay reserved", async () => {
    const stock = t.shop.services.find((s) => s.name === 'commerce')!.app.get(StockService);
    const half = (await level(pan.id, 'half'))!;
    // The import read `half` units and the file says half + 4; meanwhile a checkout reserved 2 of them.
    await t.db('commerce').query("UPDATE stock_levels SET level = level - 2 WHERE product_id = $1 AND item = 'half'", [pan.id]);
    const envelope = {
      id: '11111111-1111-4111-8111-111111111111',
      name: 'catalog.product-csv.stock-imported',
      occurredAt: new Date().toISOString(),
      source: 'catalog',
      payload: { actor: TEST_ADMIN.email, levels: [{ productId: pan.id, item: 'half', from: half, to: half + 4 }] },
    };
    await expect(stock.applyImport(envelope)).resolves.toBe(true);
    expect(await level(pan.id, 'half')).toBe(half + 2);
    // The same event again changes nothing.
    await expect(stock.applyImport(envelope)).resolves.toBe(false);
    expect(await level(pan.id, 'half')).toBe(half + 2);
    await t.db('commerce').query("UPDATE stock_levels SET level = level + 2 WHERE product_id = $1 AND item = 'half'", [pan.id]);
    await stock.applyImport({
      ...envelope,
      id: '22222222-2222-4222-8222-222222222222',
      payload: { ...envelope.payload, levels: [{ productId: pan.id, item: 'half', from: half + 4, to: half }] },
    });
    expect(await level(pan.id, 'half')).toBe(half);
  });

  describe('refuses a file with any problem, names each by line and column, and writes nothing', () => {
    const refused = async (csv: string) => {
      const before = await exported();
      const { body } = await importCsv(csv).expect(400);
      expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'CSV_INVALID' });
      expect(await exported()).toBe(before);
      return body as { message: string; errors: { line: number; field: string | null; message: string }[] };
    };
    const fileWith = async (item: string, values: Partial<Row>) => toText(edit(rowsOf(await exported()), pan.id, item, values));

    it('a wrong header', async () => {
      const body = await refused('product_id,item,name,category,price,sale_price,shipping,active,stock_level\n');
      expect(body.errors).toEqual([{ line: 1, field: null, message: expect.stringContaining('missing stock; unknown stock_level') }]);
      expect(body.message).toMatch(/^The file was not imported: line 1: the header must name the columns/);
    });

    it.each([
      ['a price that is not a number', 'half', { price: 'abc' }, 'price', /amount like 6.50/],
      ['a price with three decimals', 'half', { price: '7.505' }, 'price', /at most 2 decimals/],
      ['a negative stock', 'half', { stock: '-1' }, 'stock', /whole number of units from 0 to 1,000,000/],
      ['a fractional stock', 'half', { stock: '2.5' }, 'stock', /whole number/],
      ['an absurd stock', 'half', { stock: '1000001' }, 'stock', /from 0 to 1,000,000/],
      ['an active flag that is neither', 'half', { active: 'maybe' }, 'active', /true or false/],
      ['a formula in a text cell', 'half', { name: '=HYPERLINK("http://evil.example","x")' }, 'name', /formula/],
      ['a sale price on a full pan', 'full', { sale_price: '10.00' }, 'sale_price', /takes no sale price/],
      ['a sale price not below the price', 'half', { sale_price: '99.00' }, 'sale_price', /must be below price/],
      [
        'a shipping value that differs between rows of a product',
        'full',
        { shipping: '3.00' },
        'shipping',
        /differs from line \d+, a row of the same product/,
      ],
    ])('%s', async (_name, item, values, field, message) => {
      const body = await refused(await fileWith(item, values as Partial<Row>));
      const line = lineOf(rowsOf(await exported()), pan.id, item);
      expect(body.errors).toEqual([{ line, field, message: expect.stringMatching(message as RegExp) }]);
    });

    it('an unknown product id, and an item the product does not sell', async () => {
      const rows = rowsOf(await exported());
      const body = await refused(
        toText([
          ...rows,
          { ...rows[0], product_id: '00000000-0000-4000-8000-000000000000' },
          { ...rows.find((row) => row.product_id === brush.id)!, item: 'half' },
        ]),
      );
      expect(body.errors).toEqual([
        { line: 7, field: 'product_id', message: 'no product has this id' },
        { line: 8, field: 'item', message: `=Travel Brush does not sell half` },
      ]);
    });

    it('a file that is no CSV at all (an image), and an empty one', async () => {
      const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
      expect((await refused(png.toString('latin1'))).errors).toEqual([{ line: 1, field: null, message: expect.any(String) }]);
      expect((await refused('')).errors).toEqual([{ line: 1, field: null, message: 'the file is empty: it needs the header row' }]);
    });

    it('a duplicate row', async () => {
      const rows = rowsOf(await exported());
      const body = await refused(toText([...rows, { ...rows[1], price: '99.00' }]));
      expect(body.errors).toEqual([{ line: 7, field: 'item', message: 'the same product and item as line 3' }]);
    });

    it('every problem of the file at once, in line order', async () => {
      let rows = rowsOf(await exported());
      rows = edit(rows, pan.id, 'grande', { price: 'x', stock: '-3' });
      rows = edit(rows, pan.id, 'half', { stock: '1.5' });
      const body = await refused(toText(rows));
      const [half, grande] = [lineOf(rows, pan.id, 'half'), lineOf(rows, pan.id, 'grande')];
      expect(body.errors.map((e) => [e.line, e.field])).toEqual([
        [half, 'stock'],
        [grande, 'price'],
        [grande, 'stock'],
      ]);
      expect(body.message).toMatch(new RegExp(`^The file was not imported \\(3 problems\\): line ${half}, stock: `));
    });

    it(`more than ${PRODUCT_CSV_MAX_ROWS.toLocaleString('en-US')} rows (50,000)`, async () => {
      const rows = rowsOf(await exported());
      const many = Array.from({ length: 50_000 }, (_, i) => ({ ...rows[0], stock: String(i % 100) }));
      const body = await refused(toText(many));
      expect(body.errors).toEqual([{ line: PRODUCT_CSV_MAX_ROWS + 2, field: null, message: 'a file may hold at most 10,000 rows' }]);
    });
  });

  it('answers 415 for a body that is not a form, 400 without the file and for a bad dryRun, and only to an administrator', async () => {
    const csv = await exported();
    const asJson = await admin.post('/api/admin/products/import').send({ csv }).expect(415);
    expect(asJson.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const noFile = await admin.post('/api/admin/products/import').field('dryRun', 'true').expect(400);
    expect(noFile.body.message).toBe('Choose a CSV file to import (the field "file")');
    await admin.post('/api/admin/products/import?dryRun=yes').attach('file', Buffer.from(csv), 'products.csv').expect(400);
    const { body } = await admin
      .post('/api/admin/products/import')
      .field('dryRun', 'true')
      .attach('file', Buffer.from(csv), 'products.csv')
      .expect(200);
    expect(body.dryRun).toBe(true);
    const shopper = await t.shopper('csv-shopper@example.com');
    await shopper.get('/api/admin/products/export.csv').expect(403);
    await t.client().post('/api/admin/products/import').attach('file', Buffer.from(csv), 'products.csv').expect(401);
  });
});
