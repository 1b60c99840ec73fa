import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { toOpenApiPath } from '../../apps/gateway/src/bootstrap/openapi';
import { describeRoutes } from '../../apps/gateway/src/bootstrap/route-list';
import { startTestShop, TestShop } from '../support/test-shop';

type Operation = {
  security?: unknown[];
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }> };
};

/** The OpenAPI validator from npm is an ES module: it runs in a child Node, on the document written to a file. */
function validateOpenApi(document: unknown): { valid: boolean; errors: unknown } {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'openapi-')), 'openapi.json');
  writeFileSync(file, JSON.stringify(document));
  const script = `import { Validator } from '@seriousme/openapi-schema-validator';
    const result = await new Validator().validate(${JSON.stringify(file)});
    console.log(JSON.stringify({ valid: result.valid, errors: result.errors ?? null }));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: path.resolve(__dirname, '../..'), encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout);
}

describe('the OpenAPI document at /api/docs (generated from the routes and their contracts)', () => {
  let t: TestShop;
  let document: Document;
  beforeAll(async () => {
    t = await startTestShop();
    const res = await t.client().get('/api/docs/openapi.json').expect(200);
    document = res.body;
  });
  afterAll(() => t.close());

  it('is a valid OpenAPI 3.1 document, served the same at /api/docs', async () => {
    expect(document.openapi).toBe('3.1.0');
    expect(validateOpenApi(document)).toEqual({ valid: true, errors: null });
    const again = await t.client().get('/api/docs').expect(200).expect('content-type', /application\/json/);
    expect(again.body).toEqual(document);
  });

  it('lists every route the gateway serves', () => {
    const routes = describeRoutes(t.shop.app, { email: 'shopper@example.com' });
    expect(routes.length).toBeGreaterThan(100);
    for (const route of routes) {
      const path = toOpenApiPath(route.path);
      expect({ route: `${route.method} ${route.path}`, listed: !!document.paths[path]?.[route.method.toLowerCase()] })
        .toEqual({ route: `${route.method} ${route.path}`, listed: true });
    }
  });

  it('gives a route its body schema from the contract, and its answers and errors', () => {
    const checkout = document.paths['/api/checkout'].post;
    expect(checkout.requestBody?.content['application/json'].schema.$ref).toBe('#/components/schemas/CheckoutDto');
    expect(Object.keys(document.components.schemas.CheckoutDto.properties ?? {})).toEqual(
      expect.arrayContaining(['items', 'city', 'state', 'couponCode', 'useStoreCredit', 'shippingAddress']));
    expect(Object.keys(checkout.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '409', '422', '429', '503']));
    expect(checkout.responses['400'].content?.['application/json'].schema.$ref).toBe('#/components/schemas/Error');
    expect(document.components.schemas.Error.required).toEqual(['statusCode', 'error', 'message']);

    const ship = document.paths['/api/admin/orders/{id}/ship'].post;
    expect(ship.security).toEqual([{ adminSession: [] }]);
    expect(Object.keys(ship.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404', '409']));
    expect(ship.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    expect(document.components.schemas.ShipOrderDto.required).toEqual(expect.arrayContaining(['carrier', 'trackingNumber']));

    const orders = document.paths['/api/admin/orders'].get;
    expect(orders.parameters.map((p) => `${p.in}:${p.name}`)).toEqual(expect.arrayContaining(['query:status', 'query:limit', 'query:offset']));
    expect(document.paths['/api/products'].get.security).toBeUndefined();
  });
});
