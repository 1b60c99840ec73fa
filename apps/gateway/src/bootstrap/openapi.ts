import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ValidationTypes } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import { targetConstructorToSchema, validationMetadatasToSchemas } from 'class-validator-jsonschema';
import { ERROR_CODES, errorCodeOfStatus, httpStatusOf, type ErrorCode } from '@shop/contracts';
import { ADMIN_COOKIE } from '../common/auth/admin-session';
import { SHOPPER_COOKIE } from '../common/auth/shopper-session';
import { transformMetadata } from '../common/http/validation-internals';
import * as UPLOAD_KINDS from '../uploads/upload-kinds';
import { GatewayRoute, gatewayRoutes } from './route-list';

type Schema = Record<string, unknown>;
const SCHEMAS = '#/components/schemas/';
const ERROR = { $ref: `${SCHEMAS}Error` };
const JSON_TYPE = 'application/json';

/**
 * What scripts/answer-schemas.js wrote at build time from the controllers' types: each handler's success answer, the
 * contract classes and upload kinds of its form, the statuses it answers itself, and the named types they refer to.
 */
interface AnswerSchemas {
  answers: Record<string, Schema>;
  forms: Record<string, { contracts: string[]; uploads: string[] }>;
  statuses: Record<string, number[]>;
  /** The error codes each handler answers itself or through the services it asks (scripts/route-error-codes.js). */
  codes?: Record<string, ErrorCode[]>;
  definitions: Record<string, Schema>;
}

// From src/bootstrap (tests) and dist/bootstrap (the built shop) alike: apps/gateway/dist/answer-schemas.json.
const ANSWER_SCHEMAS_FILE = path.resolve(__dirname, '../../dist/answer-schemas.json');

function readAnswerSchemas(): AnswerSchemas {
  if (!existsSync(ANSWER_SCHEMAS_FILE)) return { answers: {}, forms: {}, statuses: {}, codes: {}, definitions: {} };
  return JSON.parse(readFileSync(ANSWER_SCHEMAS_FILE, 'utf8')) as AnswerSchemas;
}

/** The answers the gateway gives whoever calls, beside a route's own (docs/rules.md §5 for each). */
const STATUS_TEXT: Record<string, string> = {
  '400': 'The input broke a rule of its contract; the message names the field.',
  '401': 'No session, or an expired one.',
  '403': 'Not allowed for this session, or a write sent from another site.',
  '404': 'Nothing with that id or name.',
  '409': 'The thing is not in a state this call can change (sold out, already used, already moved).',
  '413': 'The body or an uploaded file is over its size limit.',
  '415': 'The body is neither JSON nor, on the routes that read a form, multipart form data.',
  '422': 'A business rule refused the call.',
  '429': 'Too many requests; Retry-After says when to try again.',
  '503': 'A service behind the gateway is not answering; nothing was changed by this call.',
};

/** The codes the access guards answer with, by the route's access. */
const GUARD_CODES: Record<GatewayRoute['access'], ErrorCode[]> = {
  admin: ['ADMIN_SIGN_IN_REQUIRED', 'ADMINS_ONLY'],
  shopper: ['NOT_SIGNED_IN', 'NOT_YOURS', 'NOT_VERIFIED'],
  public: [],
};

/**
 * The error answers a route can give, each status with the codes it may carry: from what the gateway knows of the
 * route, what its handler answers itself and the codes of the services it asks; each status may also carry its
 * generic code.
 */
function errorsOf(route: GatewayRoute, own: number[], ownCodes: ErrorCode[]): Record<string, { description: string; codes: ErrorCode[] }> {
  const codes = [...ownCodes, ...GUARD_CODES[route.access]];
  const statuses = new Set<number>([...own, ...codes.map(httpStatusOf)]);
  const takesInput = route.contracts.body || route.contracts.query || route.contracts.params || route.form || route.namedQuery.length;
  if (takesInput) statuses.add(400);
  if (route.access !== 'public' || route.ownGuard) statuses.add(401);
  if (route.access === 'admin') statuses.add(403);
  if (route.access === 'shopper') statuses.add(403);
  if (route.paramNames.length) statuses.add(404);
  if (route.method !== 'GET') [403, 409, 413, 415, 422].forEach((status) => statuses.add(status));
  if (route.rateLimited) statuses.add(429);
  if (route.path.startsWith('/api/')) statuses.add(503);
  return Object.fromEntries(
    [...statuses].sort().map((status) => [
      String(status),
      {
        description: STATUS_TEXT[status] ?? 'See the message.',
        codes: [...new Set([errorCodeOfStatus(status), ...codes.filter((code) => httpStatusOf(code) === status)])].sort(),
      },
    ]),
  );
}

/**
 * The shop's own rules (a whole number, a text, an e-mail…) say nothing of their type to the library; the property's
 * declared type does, unless it is a union (Object), which is left open.
 */
function customRuleSchema(rule: ValidationMetadata): Schema {
  const type = typeof rule.target === 'function' ? Reflect.getMetadata('design:type', rule.target.prototype, rule.propertyName) : undefined;
  if (type === String) return { type: 'string' };
  if (type === Number) return { type: 'number' };
  if (type === Boolean) return { type: 'boolean' };
  return type === Array ? { type: 'array' } : {};
}

/** A Fastify path as OpenAPI writes it: `:id` → `{id}`, a trailing `*` → `{path}`. */
export const toOpenApiPath = (routePath: string) => routePath.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{path}');

/** A unique, URL-safe operationId: `get /api/admin/orders/:id` → `getApiAdminOrdersById`. */
export function operationIdOf(method: string, routePath: string): string {
  const words = routePath
    .split(/[^A-Za-z0-9:*]+/)
    .filter(Boolean)
    .map((word) => (word.startsWith(':') ? `By-${word.slice(1)}` : word === '*' ? 'ByPath' : word))
    .flatMap((word) => word.split('-'));
  return method.toLowerCase() + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}

/** Whether the document lists a route: the API and the operations endpoints, not the web app's files. */
export const isDocumented = (route: GatewayRoute) =>
  !!route.handler || route.path.startsWith('/api/') || /^\/(healthz|readyz|metrics)$/.test(route.path);

function parametersOf(route: GatewayRoute, schemas: Record<string, Schema>): Schema[] {
  const paramsSchema = (schemas[route.contracts.params?.name ?? '']?.properties ?? {}) as Record<string, Schema>;
  const pathParams = route.paramNames.map((name) => ({
    name: name === '*' ? 'path' : name,
    in: 'path',
    required: true,
    schema: paramsSchema[name] ?? { type: 'string' },
  }));
  const querySchema = route.contracts.query ? schemas[route.contracts.query.name] : undefined;
  const required = new Set((querySchema?.required as string[] | undefined) ?? []);
  const query = querySchema
    ? Object.entries((querySchema.properties ?? {}) as Record<string, Schema>).map(([name, schema]) => ({
        name,
        in: 'query',
        required: required.has(name),
        schema,
      }))
    : route.namedQuery.map((name) => ({ name, in: 'query', required: false, schema: { type: 'string' } }));
  return [...pathParams, ...query];
}

const UPLOAD_FIELDS: Record<string, { field: string; maxFiles: number }> = UPLOAD_KINDS as unknown as Record<
  string,
  { field: string; maxFiles: number }
>;

/** A multipart body: the fields of its contract classes, and its files under their field name. */
function formSchema(form: { contracts: string[]; uploads: string[] } | undefined): Schema {
  if (!form) return { type: 'object', description: 'The form fields and files docs/api.md lists for this route.' };
  const file = { type: 'string', format: 'binary' };
  const files = Object.fromEntries(
    form.uploads
      .map((kind) => UPLOAD_FIELDS[kind])
      .filter(Boolean)
      .map(({ field, maxFiles }) => [field, maxFiles > 1 ? { type: 'array', items: file, maxItems: maxFiles } : file]),
  );
  return { allOf: [...form.contracts.map((name) => ({ $ref: `${SCHEMAS}${name}` })), { type: 'object', properties: files }] };
}

function successContent(route: GatewayRoute, answer: Schema | undefined): Schema | undefined {
  if (route.successStatus === 204) return undefined;
  if (route.path.endsWith('.csv')) return { 'text/csv': { schema: { type: 'string' } } };
  const csvToo = !!(route.contracts.query && Reflect.getMetadata('design:type', route.contracts.query.prototype, 'format'));
  const json = { [JSON_TYPE]: { schema: answer ?? {} } };
  return csvToo ? { ...json, 'text/csv': { schema: { type: 'string' } } } : json;
}

function operationOf(route: GatewayRoute, schemas: Record<string, Schema>, generated: AnswerSchemas): Schema {
  const handler = route.handler ?? '';
  const security =
    route.access === 'admin'
      ? [{ adminSession: [] }]
      : route.access === 'shopper'
        ? route.sessionOnly
          ? [{ shopperSession: [] }]
          : [{ shopperSession: [] }, { adminSession: [] }]
        : [];
  const body = route.contracts.body
    ? { required: true, content: { [JSON_TYPE]: { schema: { $ref: `${SCHEMAS}${route.contracts.body.name}` } } } }
    : route.form
      ? { required: true, content: { 'multipart/form-data': { schema: formSchema(generated.forms[handler]) } } }
      : undefined;
  const content = successContent(route, generated.answers[handler]);
  const responses: Record<string, Schema> = {
    [route.successStatus]: { description: route.successStatus === 204 ? 'Done; no body.' : 'Success.', ...(content ? { content } : {}) },
  };
  for (const [status, { description, codes }] of Object.entries(
    errorsOf(route, generated.statuses[handler] ?? [], generated.codes?.[handler] ?? []),
  )) {
    const schema = { allOf: [ERROR, { type: 'object', properties: { code: { enum: codes } } }] };
    responses[status] = { description: `${description} Codes: ${codes.join(', ')}.`, content: { [JSON_TYPE]: { schema } } };
  }
  return {
    operationId: operationIdOf(route.method, route.path),
    tags: [route.path.split('/')[2] ?? 'web'],
    ...(security.length ? { security } : {}),
    parameters: parametersOf(route, schemas),
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

/**
 * A contract schema as the validation pipe applies it: unknown fields are refused (forbidNonWhitelisted), except beside
 * a form's files; an optional field (@IsOptional) may also be null, as the cart's own answers send `duration` and
 * `image`.
 */
function asValidated(schemas: Record<string, Schema>, openForms: Set<string>): Record<string, Schema> {
  const close = (name: string, schema: Schema): Schema => {
    if (!schema.properties) return schema;
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const properties = Object.fromEntries(
      Object.entries(schema.properties as Record<string, Schema>).map(([field, property]) => [
        field,
        required.has(field) ? property : { anyOf: [property, { type: 'null' }] },
      ]),
    );
    return { ...schema, properties, ...(openForms.has(name) ? {} : { additionalProperties: false }) };
  };
  return Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, close(name, schema)]));
}

/**
 * The gateway's OpenAPI 3.1 document, made from what it serves: every route Fastify knows (so a new route is listed
 * without anyone writing it down), each with its access, the JSON Schema of the contract classes it validates with
 * (class-validator-jsonschema reads the same decorators the validation pipe runs), the schema of its success answer
 * (made at build time from the controller's types, scripts/answer-schemas.js) and the errors it can answer in the
 * shop's one error shape.
 */
export function openApiDocument(app: NestFastifyApplication, version: string): Schema {
  const routes = gatewayRoutes(app).filter(isDocumented);
  const options = {
    classTransformerMetadataStorage: transformMetadata,
    refPointerPrefix: SCHEMAS,
    additionalConverters: { [ValidationTypes.CUSTOM_VALIDATION]: customRuleSchema },
  };
  const schemas = validationMetadatasToSchemas(options) as Record<string, Schema>;
  // A contract whose own rules are all inherited (or that has none) is not among them: made from its class.
  for (const contract of routes.flatMap((r) => [r.contracts.body, r.contracts.query, r.contracts.params])) {
    if (contract && !schemas[contract.name]) schemas[contract.name] = targetConstructorToSchema(contract, options) as Schema;
  }
  const generated = readAnswerSchemas();
  for (const name of Object.values(generated.forms).flatMap((form) => form.contracts)) {
    if (!schemas[name]) schemas[name] = { type: 'object' };
  }
  const paths: Record<string, Record<string, Schema>> = {};
  for (const route of routes) {
    const openApiPath = toOpenApiPath(route.path);
    paths[openApiPath] = { ...paths[openApiPath], [route.method.toLowerCase()]: operationOf(route, schemas, generated) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Watercolor shop API',
      version,
      description:
        'Generated by the gateway from its routes, contracts and answer types. Errors share one shape: {statusCode, error, message, code}; each error answer lists the codes it may carry.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: {
        adminSession: { type: 'apiKey', in: 'cookie', name: ADMIN_COOKIE },
        shopperSession: { type: 'apiKey', in: 'cookie', name: SHOPPER_COOKIE },
      },
      schemas: {
        ...generated.definitions,
        ...asValidated(schemas, new Set(Object.values(generated.forms).flatMap((form) => form.contracts))),
        Error: {
          type: 'object',
          required: ['statusCode', 'error', 'message', 'code'],
          properties: {
            statusCode: { type: 'integer' },
            error: { type: 'string' },
            message: { type: 'string' },
            code: { type: 'string', enum: Object.keys(ERROR_CODES), description: 'What a client decides on; the message may be reworded.' },
          },
        },
      },
    },
  };
}
