import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, validateSync, ValidationTypes } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import { FileStore, InProcessBus } from '@shop/platform';
import { createGatewayApp } from '../bootstrap/create-gateway';
import { Contract, GatewayRoute, gatewayRoutes } from '../bootstrap/route-list';
import { transformMetadata } from '../common/http/validation-internals';

/**
 * Not production code (nothing the gateway serves imports it): every route the gateway serves, described well enough
 * for a tool to call it with wrong input — the bad-input sweeps in test/integration and bench/lib/bad-input.js. Each
 * route of bootstrap/route-list.ts is given its contracts' fields and a body that passes them, found by trying values
 * against the contract classes. It is compiled with the gateway so the benches can load it with plain node.
 */

/** What a field takes, as far as wrong values go. */
export type FieldKind = 'text' | 'number' | 'whole' | 'flag' | 'list' | 'object' | 'any';

export interface RouteField {
  name: string;
  kind: FieldKind;
  required: boolean;
  /** The fields of a nested contract (a list of them, or one). */
  fields?: RouteField[];
}

export interface RouteInput {
  /** Values for the required fields that the contract accepts (as far as single values can). */
  example: Record<string, unknown>;
  fields: RouteField[];
}

export interface RouteWithInputs extends GatewayRoute {
  /** A value for each path parameter that its contract accepts. */
  params: Record<string, string>;
  body?: RouteInput;
  query?: RouteInput;
}

const KIND_OF_RULE: Record<string, FieldKind> = {
  isString: 'text',
  text: 'text',
  isShopEmail: 'text',
  isEmail: 'text',
  matches: 'text',
  maxLength: 'text',
  minLength: 'text',
  isUuid: 'text',
  isDateString: 'text',
  isIso8601: 'text',
  isUrl: 'text',
  isInt: 'whole',
  wholeNumber: 'whole',
  wholeQueryNumber: 'whole',
  isNumber: 'number',
  isMoney: 'number',
  min: 'number',
  max: 'number',
  isBoolean: 'flag',
  isFlag: 'flag',
  isArray: 'list',
  textList: 'list',
  arrayMaxSize: 'list',
  arrayMinSize: 'list',
};

function rulesOf(target: Contract): Map<string, ValidationMetadata[]> {
  const byProperty = new Map<string, ValidationMetadata[]>();
  for (const rule of getMetadataStorage().getTargetValidationMetadatas(target, '', false, false)) {
    byProperty.set(rule.propertyName, [...(byProperty.get(rule.propertyName) ?? []), rule]);
  }
  return byProperty;
}

function kindOf(target: Contract, property: string, rules: ValidationMetadata[]): FieldKind {
  const names = rules.map((rule) => rule.name ?? '');
  if (rules.some((rule) => rule.type === ValidationTypes.NESTED_VALIDATION)) {
    return names.includes('isArray') ? 'list' : 'object';
  }
  const kinds = new Set(names.map((name) => KIND_OF_RULE[name]).filter(Boolean));
  if (kinds.has('whole')) return 'whole';
  for (const kind of ['text', 'number', 'flag', 'list'] as const) if (kinds.has(kind)) return kind;
  return transformMetadata.findTypeMetadata(target, property)?.typeFunction() === Number ? 'number' : 'any';
}

/** Values tried, in order, for a field whose contract gives no list of its own. */
function candidates(email: string): unknown[] {
  return [
    email,
    'Sweep',
    'SWEEP10',
    'CA',
    '123456',
    1,
    10,
    0,
    true,
    false,
    randomUUID(),
    '2031-01-01',
    '2031-01-01T12:00:00.000Z',
    ['Sweep'],
    'https://example.com/sweep.png',
    '/uploads/sweep.png',
    'percentage',
    'page_view',
    'text',
    {},
    [],
    '',
  ];
}

/** A value of `property` alone that the contract accepts, or undefined. */
function acceptedValue(target: Contract, property: string, rules: ValidationMetadata[], email: string, depth: number): unknown {
  const own: unknown[] = [];
  for (const rule of rules) {
    if (rule.name === 'isIn' && Array.isArray(rule.constraints?.[0])) own.push(...rule.constraints[0]);
    if (rule.type === ValidationTypes.NESTED_VALIDATION && depth < 4) {
      const item = transformMetadata.findTypeMetadata(target, property)?.typeFunction() as Contract | undefined;
      if (item) {
        const nested = exampleOf(item, email, depth + 1);
        own.push([nested], nested);
      }
    }
  }
  for (const value of [...own, ...candidates(email)]) {
    const errors = validateSync(plainToInstance(target, { [property]: value }), { forbidUnknownValues: false });
    if (!errors.some((error) => error.property === property)) return value;
  }
  return undefined;
}

function exampleOf(target: Contract, email: string, depth = 0): Record<string, unknown> {
  const example: Record<string, unknown> = {};
  for (const [property, rules] of rulesOf(target)) {
    if (rules.some((rule) => rule.type === ValidationTypes.CONDITIONAL_VALIDATION)) continue;
    const value = acceptedValue(target, property, rules, email, depth);
    if (value !== undefined) example[property] = value;
  }
  return example;
}

/** A custom rule says nothing of its type: the kind of a value it accepts does. */
function kindOfValue(value: unknown): FieldKind {
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'string') return 'text';
  return typeof value === 'boolean' ? 'flag' : 'any';
}

function fieldsOf(target: Contract, email: string, depth = 0): RouteField[] {
  return [...rulesOf(target)].map(([name, rules]) => {
    const kind = kindOf(target, name, rules);
    const nested =
      rules.some((rule) => rule.type === ValidationTypes.NESTED_VALIDATION) && depth < 2
        ? (transformMetadata.findTypeMetadata(target, name)?.typeFunction() as Contract | undefined)
        : undefined;
    return {
      name,
      kind: kind === 'any' ? kindOfValue(acceptedValue(target, name, rules, email, 0)) : kind,
      required: !rules.some((rule) => rule.type === ValidationTypes.CONDITIONAL_VALIDATION),
      ...(nested ? { fields: fieldsOf(nested, email, depth + 1) } : {}),
    };
  });
}

function inputOf(target: Contract, email: string): RouteInput {
  return { example: exampleOf(target, email), fields: fieldsOf(target, email) };
}

function paramValue(name: string, contract: Contract | undefined, email: string): string {
  if (contract) {
    const rules = rulesOf(contract).get(name);
    const value = rules && acceptedValue(contract, name, rules, email, 0);
    if (typeof value === 'string') return value;
  }
  if (/email/i.test(name)) return email;
  if (/id$/i.test(name)) return randomUUID();
  return name === '*' ? 'sweep/none.png' : 'sweep';
}

/**
 * The routes of a gateway made by createGatewayApp, each with what a caller
 * needs to reach its validation. `email` is the shopper the examples name.
 */
export function describeRoutes(app: NestFastifyApplication, { email }: { email: string }): RouteWithInputs[] {
  return gatewayRoutes(app).map((route) => {
    const { body, query, params } = route.contracts;
    const namedQuery = route.namedQuery.map((name) => ({ name, kind: 'text' as const, required: false }));
    return {
      ...route,
      params: Object.fromEntries(route.paramNames.map((name) => [name, paramValue(name, params, email)])),
      ...(body ? { body: inputOf(body, email) } : {}),
      ...(query ? { query: inputOf(query, email) } : namedQuery.length ? { query: { example: {}, fields: namedQuery } } : {}),
    };
  });
}

/**
 * The routes of a gateway built here and never started: no service, no
 * database, no port (the benches call this from the built code, beside a shop
 * running in another process).
 */
export async function listGatewayRoutes({ email }: { email: string }): Promise<RouteWithInputs[]> {
  const bus = new InProcessBus();
  // Never called: the gateway is only built, not asked anything.
  const fileStore: FileStore = { put: async () => undefined, get: async () => null, delete: async () => undefined, health: async () => undefined };
  const app = await createGatewayApp({ bus, fileStore, sessionSecret: randomUUID() });
  try {
    await app.init();
    return describeRoutes(app, { email });
  } finally {
    await app.close();
    await bus.close();
  }
}
