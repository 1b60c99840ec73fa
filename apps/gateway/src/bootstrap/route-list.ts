import { randomUUID } from 'node:crypto';
import { RequestMethod } from '@nestjs/common';
import {
  GUARDS_METADATA, HTTP_CODE_METADATA, METHOD_METADATA, PARAMTYPES_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA,
} from '@nestjs/common/constants';
import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { plainToInstance } from 'class-transformer';
import type { MetadataStorage } from 'class-transformer/types/MetadataStorage';
import { getMetadataStorage, validateSync, ValidationTypes } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import type { FastifyInstance } from 'fastify';
import { FileStore, InProcessBus } from '@shop/platform';
import { AdminGuard, ShopperGuard } from '../common/auth/guards';
import { CALLER_LIMITS } from '../common/http/caller-rate-limit';
import { SHARED_LIMIT } from '../common/http/rate-limit';
// A cycle on purpose: createGatewayApp records its routes here, and listGatewayRoutes makes one (used only at run time).
import { createGatewayApp } from './create-gateway';

// class-transformer keeps its decorators' metadata here; the package exports no typed path to it.
const { defaultMetadataStorage: transformMetadata } = require('class-transformer/cjs/storage') as { defaultMetadataStorage: MetadataStorage };

/**
 * Every route the gateway serves, described well enough for a tool to call
 * it with wrong input (bench/lib/bad-input.js): the list comes from Fastify
 * itself (so a new route is on it without anyone writing it down), and each
 * route the Nest controllers declare is given its access, its contracts'
 * fields and a body that passes them, found by trying values against the
 * contract classes.
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

export interface GatewayRoute {
  method: string;
  /** As Fastify knows it: `/api/products/:id`, `/uploads/*`. */
  path: string;
  access: 'public' | 'shopper' | 'admin';
  /** A value for each path parameter that its contract accepts. */
  params: Record<string, string>;
  body?: RouteInput;
  query?: RouteInput;
  /** A write whose handler reads the request itself (the upload forms): it takes multipart form data. */
  form?: boolean;
  /** The contract classes the route validates its input with (the OpenAPI document's schemas). */
  contracts: { body?: Contract; query?: Contract; params?: Contract };
  /** What a success answers: the handler's @HttpCode, else Nest's default (201 for POST, 200 otherwise). */
  successStatus: number;
  /** Per-route request limits apply (a 429 is possible). */
  rateLimited: boolean;
}

const recorded = new WeakMap<FastifyInstance, { method: string; path: string }[]>();

/** Keeps the list of routes as they are added; call it before the first route is declared. */
export function recordRoutes(fastify: FastifyInstance): void {
  const routes: { method: string; path: string }[] = [];
  recorded.set(fastify, routes);
  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      // HEAD is GET's twin (Fastify adds it); OPTIONS answers no input.
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, path: route.url });
    }
  });
}

interface Handler {
  controller: Function;
  key: string;
}

/** The Nest handler behind each `METHOD /path`. */
function nestHandlers(app: NestFastifyApplication): Map<string, Handler> {
  const handlers = new Map<string, Handler>();
  for (const module of app.get(ModulesContainer, { strict: false }).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Function | null;
      if (!controller) continue;
      const base = [Reflect.getMetadata(PATH_METADATA, controller)].flat()[0] ?? '';
      for (const key of Object.getOwnPropertyNames(controller.prototype)) {
        const fn = controller.prototype[key];
        if (key === 'constructor' || typeof fn !== 'function' || Reflect.getMetadata(METHOD_METADATA, fn) === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, fn) as RequestMethod];
        for (const own of [Reflect.getMetadata(PATH_METADATA, fn) ?? '/'].flat()) {
          const path = `/${base}/${own}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
          handlers.set(`${method} ${path}`, { controller, key });
        }
      }
    }
  }
  return handlers;
}

function successStatusOf({ controller, key }: Handler, method: string): number {
  return Reflect.getMetadata(HTTP_CODE_METADATA, controller.prototype[key]) ?? (method === 'POST' ? 201 : 200);
}

function rateLimitedOf({ controller, key }: Handler): boolean {
  const fn = controller.prototype[key];
  return !!(Reflect.getMetadata(SHARED_LIMIT, fn) ?? Reflect.getMetadata(CALLER_LIMITS, fn) ?? Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, fn)?.rateLimit);
}

function accessOf({ controller, key }: Handler): GatewayRoute['access'] {
  const guards = [...(Reflect.getMetadata(GUARDS_METADATA, controller) ?? []), ...(Reflect.getMetadata(GUARDS_METADATA, controller.prototype[key]) ?? [])];
  if (guards.includes(AdminGuard)) return 'admin';
  return guards.includes(ShopperGuard) ? 'shopper' : 'public';
}

export type Contract = new () => object;

interface Argument {
  type: RouteParamtypes;
  /** `@Param('id')`: the one value it names. */
  data?: string;
  metatype?: Contract;
}

function argumentsOf({ controller, key }: Handler): Argument[] {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, key) ?? {}) as Record<string, { index: number; data?: unknown }>;
  const types = (Reflect.getMetadata(PARAMTYPES_METADATA, controller.prototype, key) ?? []) as unknown[];
  return Object.entries(args).map(([name, { index, data }]) => ({
    type: Number(name.split(':')[0]) as RouteParamtypes,
    data: typeof data === 'string' ? data : undefined,
    metatype: typeof types[index] === 'function' && (types[index] as Function).name.endsWith('Dto') ? (types[index] as Contract) : undefined,
  }));
}

const KIND_OF_RULE: Record<string, FieldKind> = {
  isString: 'text', text: 'text', isShopEmail: 'text', isEmail: 'text', matches: 'text', maxLength: 'text', minLength: 'text',
  isUuid: 'text', isDateString: 'text', isIso8601: 'text', isUrl: 'text',
  isInt: 'whole', wholeNumber: 'whole', wholeQueryNumber: 'whole', isNumber: 'number', isMoney: 'number', min: 'number', max: 'number',
  isBoolean: 'flag', isFlag: 'flag', isArray: 'list', textList: 'list', arrayMaxSize: 'list', arrayMinSize: 'list',
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
    email, 'Sweep', 'SWEEP10', 'CA', '123456', 1, 10, 0, true, false, randomUUID(), '2031-01-01', '2031-01-01T12:00:00.000Z',
    ['Sweep'], 'https://example.com/sweep.png', '/uploads/sweep.png', 'percentage', 'page_view', 'text', {}, [], '',
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
    const nested = rules.some((rule) => rule.type === ValidationTypes.NESTED_VALIDATION) && depth < 2
      ? transformMetadata.findTypeMetadata(target, name)?.typeFunction() as Contract | undefined
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

/** A write whose handler takes no body contract but the request itself reads its form (the upload routes). */
function readsForm(method: string, args: Argument[]): boolean {
  return method !== 'GET' && !args.some((arg) => arg.type === RouteParamtypes.BODY && !arg.data && arg.metatype)
    && args.some((arg) => arg.type === RouteParamtypes.REQUEST);
}

/** The routes (`METHOD /pattern`) whose handlers read a multipart form themselves; call it once the app is initialised. */
export function formRoutes(app: NestFastifyApplication): Set<string> {
  return new Set([...nestHandlers(app)].filter(([key, handler]) => readsForm(key.split(' ')[0], argumentsOf(handler))).map(([key]) => key));
}

/**
 * The routes of a gateway made by createGatewayApp, each with what a caller
 * needs to reach its validation. `email` is the shopper the examples name.
 */
export function describeRoutes(app: NestFastifyApplication, { email }: { email: string }): GatewayRoute[] {
  const routes = recorded.get(app.getHttpAdapter().getInstance());
  if (!routes) throw new Error('This gateway was not made by createGatewayApp (its routes were not recorded)');
  const handlers = nestHandlers(app);
  return routes.map(({ method, path }) => {
    const handler = handlers.get(`${method} ${path}`);
    const args = handler ? argumentsOf(handler) : [];
    const paramContract = args.find((arg) => arg.type === RouteParamtypes.PARAM && !arg.data)?.metatype;
    const params = Object.fromEntries([...path.matchAll(/:(\w+)|\*/g)].map(([whole, name]) => {
      const key = name ?? whole;
      return [key, paramValue(key, paramContract, email)];
    }));
    const body = args.find((arg) => arg.type === RouteParamtypes.BODY && !arg.data && arg.metatype)?.metatype;
    const query = args.find((arg) => arg.type === RouteParamtypes.QUERY && !arg.data && arg.metatype)?.metatype;
    const namedQuery = args.filter((arg) => arg.type === RouteParamtypes.QUERY && arg.data).map((arg) => ({ name: arg.data!, kind: 'text' as const, required: false }));
    return {
      method,
      path,
      access: handler ? accessOf(handler) : 'public',
      params,
      ...(body ? { body: inputOf(body, email) } : {}),
      ...(query ? { query: inputOf(query, email) } : namedQuery.length ? { query: { example: {}, fields: namedQuery } } : {}),
      ...(readsForm(method, args) ? { form: true } : {}),
      contracts: { body, query, params: paramContract },
      successStatus: handler ? successStatusOf(handler, method) : 200,
      rateLimited: handler ? rateLimitedOf(handler) : false,
    };
  });
}

/**
 * The routes of a gateway built here and never started: no service, no
 * database, no port (the benches call this from the built code, beside a shop
 * running in another process).
 */
export async function listGatewayRoutes({ email }: { email: string }): Promise<GatewayRoute[]> {
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
