import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import ts from 'typescript';
import { startTestShop, TestShop } from '../support/test-shop';
import { builtModule } from '../support/built-shop';

const { isDocumented, toOpenApiPath } = builtModule<typeof import('../../apps/gateway/src/bootstrap/openapi')>('apps/gateway/src/bootstrap/openapi');
const { gatewayRoutes } = builtModule<typeof import('../../apps/gateway/src/bootstrap/route-list')>('apps/gateway/src/bootstrap/route-list');

type Operation = {
  operationId: string;
  security?: unknown[];
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
  responses: Record<string, { content?: Record<string, { schema: ErrorSchema }> }>;
};
/** An error answer's schema: the shared Error shape, and the codes this answer may carry. */
type ErrorSchema = { $ref?: string; allOf: [{ $ref: string }, { properties: { code: { enum: string[] } } }] };
type Document = {
  openapi: string;
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { properties?: Record<string, { enum?: string[] }>; required?: string[] }> };
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
    const again = await t
      .client()
      .get('/api/docs')
      .expect(200)
      .expect('content-type', /application\/json/);
    expect(again.body).toEqual(document);
  });

  it("lists every route the gateway serves, and none of the web app's files", () => {
    const routes = gatewayRoutes(t.shop.app).filter(isDocumented);
    expect(routes.length).toBeGreaterThan(100);
    expect(Object.keys(document.paths).filter((p) => !p.startsWith('/api/') && !/^\/(healthz|readyz|metrics)$/.test(p))).toEqual([]);
    expect(Object.keys(document.paths).filter((p) => /:\w/.test(p))).toEqual([]);
    for (const route of routes) {
      const path = toOpenApiPath(route.path);
      expect({ route: `${route.method} ${route.path}`, listed: !!document.paths[path]?.[route.method.toLowerCase()] }).toEqual({
        route: `${route.method} ${route.path}`,
        listed: true,
      });
    }
  });

  it('gives a route its body schema from the contract, and its answers and errors', () => {
    const checkout = document.paths['/api/checkout'].post;
    expect(checkout.requestBody?.content['application/json'].schema.$ref).toBe('#/components/schemas/CheckoutDto');
    expect(Object.keys(document.components.schemas.CheckoutDto.properties ?? {})).toEqual(
      expect.arrayContaining(['items', 'city', 'state', 'couponCode', 'useStoreCredit', 'shippingAddress']),
    );
    expect(Object.keys(checkout.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '409', '422', '429', '503']));
    expect(document.components.schemas.Error.required).toEqual(['statusCode', 'error', 'message', 'code']);
  });

  it("lists each error answer's codes: the guards', the handler's own and those of the services it asks", () => {
    const codesOf = (path: string, method: 'get' | 'post', status: string): string[] => {
      const schema = document.paths[path][method].responses[status].content!['application/json'].schema;
      expect(schema.allOf[0].$ref).toBe('#/components/schemas/Error');
      return schema.allOf[1].properties.code.enum;
    };
    const checkout = '/api/checkout';
    expect(codesOf(checkout, 'post', '400')).toEqual(expect.arrayContaining(['BAD_REQUEST', 'CART_EMPTY']));
    expect(codesOf(checkout, 'post', '401')).toEqual(expect.arrayContaining(['NOT_SIGNED_IN']));
    expect(codesOf(checkout, 'post', '409')).toEqual(
      expect.arrayContaining(['SOLD_OUT', 'PURCHASE_LIMIT_REACHED', 'COUPON_ALREADY_USED', 'TOO_MANY_UNPAID_ORDERS']),
    );
    expect(codesOf(checkout, 'post', '422')).toEqual(expect.arrayContaining(['INVALID_COUPON']));
    expect(codesOf('/api/giveaways/{id}/enter', 'post', '409')).toEqual(expect.arrayContaining(['ALREADY_ENTERED', 'GIVEAWAY_CLOSED']));
    expect(codesOf('/api/giveaways/{id}/enter', 'post', '409')).not.toContain('SOLD_OUT');
    expect(codesOf('/api/admin/orders/{id}/ship', 'post', '401')).toEqual(['ADMIN_SIGN_IN_REQUIRED', 'UNAUTHORIZED']);
    expect(codesOf('/api/admin/orders/{id}/ship', 'post', '403')).toEqual(['ADMINS_ONLY', 'FORBIDDEN']);
    expect(document.components.schemas.Error.properties?.code.enum).toEqual(
      expect.arrayContaining(['SOLD_OUT', 'ALREADY_ENTERED', 'NOT_ENOUGH_CREDITS']),
    );

    const ship = document.paths['/api/admin/orders/{id}/ship'].post;
    expect(ship.security).toEqual([{ adminSession: [] }]);
    expect(Object.keys(ship.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404', '409']));
    expect(ship.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    expect(document.components.schemas.ShipOrderDto.required).toEqual(expect.arrayContaining(['carrier', 'trackingNumber']));

    const orders = document.paths['/api/admin/orders'].get;
    expect(orders.parameters.map((p) => `${p.in}:${p.name}`)).toEqual(expect.arrayContaining(['query:status', 'query:limit', 'query:offset']));
    expect(document.paths['/api/products'].get.security).toBeUndefined();
  });

  it('gives every operation a URL-safe, unique operationId, and the document a server', () => {
    const ids = Object.values(document.paths).flatMap((operations) => Object.values(operations).map((operation) => operation.operationId));
    expect(ids.filter((id) => !/^[A-Za-z][A-Za-z0-9]*$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.servers).toEqual([{ url: '/' }]);
  });

  it('declares the statuses and the security routes really have, and the CSV answers as text/csv', async () => {
    expect(Object.keys(document.paths['/api/session'].get.responses)).toContain('401');
    expect(Object.keys(document.paths['/api/admin/me'].get.responses)).toContain('401');
    expect(Object.keys(document.paths['/api/payments/webhook'].post.responses)).toEqual(expect.arrayContaining(['400', '401', '409', '422']));
    // The admin session gets 401 at a shopper's own orders, so it is not offered there.
    expect(document.paths['/api/orders/mine'].get.security).toEqual([{ shopperSession: [] }]);
    const admin = await t.admin();
    await admin.get('/api/orders/mine').expect(401);
    expect(Object.keys(document.paths['/api/admin/orders/to-ship.csv'].get.responses['200'].content ?? {})).toEqual(['text/csv']);
    const upload = document.paths['/api/giveaways'].post.requestBody?.content['multipart/form-data'];
    expect(JSON.stringify(upload?.schema)).toContain('CreateGiveawayDto');
    expect(document.components.schemas.CheckoutDto).toMatchObject({ additionalProperties: false });
  });

  it('types every answer for a generated client (openapi-typescript), and real answers match their schemas (Ajv)', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'openapi-client-'));
    writeFileSync(path.join(folder, 'openapi.json'), JSON.stringify(document));
    const bin = path.resolve(__dirname, '../../node_modules/openapi-typescript/bin/cli.js');
    const generate = spawnSync(process.execPath, [bin, path.join(folder, 'openapi.json'), '-o', path.join(folder, 'api.d.ts')], { encoding: 'utf8' });
    expect(generate.status).toBe(0);
    writeFileSync(
      path.join(folder, 'client.ts'),
      `
      import type { paths } from './api';
      type Json<P extends keyof paths, M extends keyof paths[P], S extends number> =
        paths[P][M] extends { responses: { [K in S]: { content: { 'application/json': infer B } } } } ? B : never;
      type NotNever<T> = [T] extends [never] ? false : true;
      type Checkout = Json<'/api/checkout', 'post', 201>;
      export const checkoutTyped: NotNever<Checkout> = true;
      export const orderIdOf = (answer: Checkout): string => answer.orderId;
      export const giveawaysTyped: NotNever<Json<'/api/giveaways', 'get', 200>> = true;
      export const sessionEmail = (answer: Json<'/api/session', 'get', 200>): string => answer.email;
    `,
    );
    const program = ts.createProgram([path.join(folder, 'client.ts')], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
    });
    expect(ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))).toEqual([]);

    const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
    ajv.addSchema({ components: document.components }, 'doc');
    const rebase = (schema: unknown) => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/')) as object;
    const check = async (agent: ReturnType<TestShop['client']>, route: string, status = 200) => {
      const res = await agent.get(route).expect(status);
      const schema = document.paths[route].get.responses[String(status)].content?.['application/json'].schema;
      const validate = ajv.compile(rebase(schema));
      return { route, valid: validate(res.body), errors: validate.errors ?? null };
    };
    const shopper = await t.verifiedShopper('openapi.reader@example.com');
    const admin = await t.admin();
    const results = [
      await check(t.client(), '/api/giveaways'),
      await check(t.client(), '/api/coupons'),
      await check(t.client(), '/api/lessons'),
      await check(shopper, '/api/session'),
      await check(shopper, '/api/orders/mine'),
      await check(admin, '/api/admin/me'),
      await check(admin, '/api/admin/coupons'),
    ];
    expect(results.filter((result) => !result.valid)).toEqual([]);
  });
});
