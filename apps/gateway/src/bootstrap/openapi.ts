import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MetadataStorage } from 'class-transformer/types/MetadataStorage';
import { ValidationTypes } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import { targetConstructorToSchema, validationMetadatasToSchemas } from 'class-validator-jsonschema';
import { ADMIN_COOKIE } from '../common/auth/admin-session';
import { SHOPPER_COOKIE } from '../common/auth/shopper-session';
import { describeRoutes, GatewayRoute } from './route-list';

// class-transformer keeps its decorators' metadata here; the package exports no typed path to it.
const { defaultMetadataStorage } = require('class-transformer/cjs/storage') as { defaultMetadataStorage: MetadataStorage };

type Schema = Record<string, unknown>;
const SCHEMAS = '#/components/schemas/';
const ERROR = { $ref: `${SCHEMAS}Error` };

/** The error answers a route can give, from what the gateway knows of it (docs/api.md names each route's own messages). */
function errorsOf(route: GatewayRoute): Record<string, string> {
  const errors: Record<string, string> = {};
  const takesInput = route.contracts.body || route.contracts.query || route.contracts.params || route.form;
  if (takesInput) errors['400'] = 'The input broke a rule of its contract; the message names the field.';
  if (route.access !== 'public') errors['401'] = 'No session, or an expired one.';
  if (route.access === 'admin') errors['403'] = 'A shopper session: administrators only.';
  if (route.access === 'shopper') errors['403'] = "Another shopper's data, or an unverified session where a verified one is needed.";
  if (Object.keys(route.params).length) errors['404'] = 'Nothing with that id or name.';
  if (route.method !== 'GET') {
    errors['409'] = 'The thing is not in a state this call can change (sold out, already used, already moved).';
    errors['422'] = 'A business rule refused the call.';
  }
  if (route.rateLimited) errors['429'] = 'Too many requests; Retry-After says when to try again.';
  if (route.path.startsWith('/api/')) errors['503'] = 'A service behind the gateway is not answering; nothing was changed by this call.';
  return errors;
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
export const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{path}');

function parametersOf(route: GatewayRoute, schemas: Record<string, Schema>): Schema[] {
  const path = Object.keys(route.params).map((name) => ({
    name: name === '*' ? 'path' : name, in: 'path', required: true,
    schema: (schemas[route.contracts.params?.name ?? '']?.properties as Record<string, Schema> | undefined)?.[name] ?? { type: 'string' },
  }));
  const querySchema = route.contracts.query ? schemas[route.contracts.query.name] : undefined;
  const required = new Set((querySchema?.required as string[] | undefined) ?? []);
  const query = querySchema
    ? Object.entries((querySchema.properties ?? {}) as Record<string, Schema>).map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }))
    : (route.query?.fields ?? []).map((field) => ({ name: field.name, in: 'query', required: field.required, schema: { type: 'string' } }));
  return [...path, ...query];
}

function operationOf(route: GatewayRoute, schemas: Record<string, Schema>): Schema {
  const security = route.access === 'admin' ? [{ adminSession: [] }] : route.access === 'shopper' ? [{ shopperSession: [] }, { adminSession: [] }] : [];
  const body = route.contracts.body
    ? { required: true, content: { 'application/json': { schema: { $ref: `${SCHEMAS}${route.contracts.body.name}` } } } }
    : route.form
      ? { required: true, content: { 'multipart/form-data': { schema: { type: 'object', description: 'The form fields and files docs/api.md lists for this route.' } } } }
      : undefined;
  const responses: Record<string, Schema> = {
    [route.successStatus]: { description: route.successStatus === 204 ? 'Done; no body.' : 'Success: the answer docs/api.md describes for this route.' },
  };
  for (const [status, description] of Object.entries(errorsOf(route))) {
    responses[status] = { description, content: { 'application/json': { schema: ERROR } } };
  }
  return {
    operationId: `${route.method.toLowerCase()} ${route.path}`,
    tags: [route.path.split('/')[2] ?? 'web'],
    ...(security.length ? { security } : {}),
    parameters: parametersOf(route, schemas),
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

/**
 * The gateway's OpenAPI 3.1 document, made from what it serves: every route Fastify knows (so a new route is listed
 * without anyone writing it down), each with its access, the JSON Schema of the contract classes it validates with
 * (class-validator-jsonschema reads the same decorators the validation pipe runs), its success status and the errors it
 * can answer in the shop's one error shape.
 */
export function openApiDocument(app: NestFastifyApplication, version: string): Schema {
  const routes = describeRoutes(app, { email: 'shopper@example.com' });
  const options = {
    classTransformerMetadataStorage: defaultMetadataStorage,
    refPointerPrefix: SCHEMAS,
    additionalConverters: { [ValidationTypes.CUSTOM_VALIDATION]: customRuleSchema },
  };
  const schemas = validationMetadatasToSchemas(options) as Record<string, Schema>;
  // A contract whose own rules are all inherited (or that has none) is not among them: made from its class.
  for (const contract of routes.flatMap((r) => [r.contracts.body, r.contracts.query, r.contracts.params])) {
    if (contract && !schemas[contract.name]) schemas[contract.name] = targetConstructorToSchema(contract, options) as Schema;
  }
  const paths: Record<string, Record<string, Schema>> = {};
  for (const route of routes) {
    const path = toOpenApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(route, schemas) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Watercolor shop API',
      version,
      description: 'Generated by the gateway from its routes and contracts. Errors share one shape: {statusCode, error, message}.',
    },
    paths,
    components: {
      securitySchemes: {
        adminSession: { type: 'apiKey', in: 'cookie', name: ADMIN_COOKIE },
        shopperSession: { type: 'apiKey', in: 'cookie', name: SHOPPER_COOKIE },
      },
      schemas: {
        ...schemas,
        Error: {
          type: 'object',
          required: ['statusCode', 'error', 'message'],
          properties: { statusCode: { type: 'integer' }, error: { type: 'string' }, message: { type: 'string' } },
        },
      },
    },
  };
}
