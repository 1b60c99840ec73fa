import { RequestMethod, Type } from '@nestjs/common';
import {
  GUARDS_METADATA,
  HTTP_CODE_METADATA,
  METHOD_METADATA,
  PARAMTYPES_METADATA,
  PATH_METADATA,
  ROUTE_ARGS_METADATA,
} from '@nestjs/common/constants';
import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { AdminGuard, SHOPPER_OPTIONS, ShopperGuard, ShopperOptions } from '../common/auth/guards';
import { CALLER_LIMITS } from '../common/http/caller-rate-limit';
import { SHARED_LIMIT } from '../common/http/rate-limit';

/**
 * What the gateway knows of each route it serves, read from Fastify (so a new route is on the list without anyone
 * writing it down) and from the Nest handler behind it: its access, its contract classes, its success status. The
 * OpenAPI document (openapi.ts) and the browser-write guard read it; the tools that send routes wrong input build on it
 * outside the production code (src/testing/route-inputs.ts).
 */

export type Contract = new () => object;

export interface GatewayRoute {
  method: string;
  /** As Fastify knows it: `/api/products/:id`, `/uploads/*`. */
  path: string;
  access: 'public' | 'shopper' | 'admin';
  /** A guard of its own besides the sessions' (the payment notice's signature), which answers 401. */
  ownGuard: boolean;
  /** A shopper route that only the shopper's own session passes (an admin session gets 401 there). */
  sessionOnly: boolean;
  /** The path's parameters in order: `id`, `email`, `*`. */
  paramNames: string[];
  /** Query values the handler reads one by one (`@Query('search')`), when it has no query contract. */
  namedQuery: string[];
  /** A write whose handler reads the request itself (the upload forms): it takes multipart form data. */
  form: boolean;
  /** The contract classes the route validates its input with (the OpenAPI document's schemas). */
  contracts: { body?: Contract; query?: Contract; params?: Contract };
  /** What a success answers: the handler's @HttpCode, else Nest's default (201 for POST, 200 otherwise). */
  successStatus: number;
  /** Per-route request limits apply (a 429 is possible). */
  rateLimited: boolean;
  /** `ControllerClass.method`, the key of its answer's schema; none for the routes the gateway adds itself. */
  handler?: string;
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
  controller: Type<unknown>;
  key: string;
}

/** The Nest handler behind each `METHOD /path`. */
function nestHandlers(app: NestFastifyApplication): Map<string, Handler> {
  const handlers = new Map<string, Handler>();
  for (const module of app.get(ModulesContainer, { strict: false }).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type<unknown> | null;
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
  return !!(
    Reflect.getMetadata(SHARED_LIMIT, fn) ??
    Reflect.getMetadata(CALLER_LIMITS, fn) ??
    Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, fn)?.rateLimit
  );
}

function guardsOf({ controller, key }: Handler): unknown[] {
  return [...(Reflect.getMetadata(GUARDS_METADATA, controller) ?? []), ...(Reflect.getMetadata(GUARDS_METADATA, controller.prototype[key]) ?? [])];
}

function accessOf(handler: Handler): GatewayRoute['access'] {
  const guards = guardsOf(handler);
  if (guards.includes(AdminGuard)) return 'admin';
  return guards.includes(ShopperGuard) ? 'shopper' : 'public';
}

function sessionOnlyOf({ controller, key }: Handler): boolean {
  return !!(Reflect.getMetadata(SHOPPER_OPTIONS, controller.prototype[key]) as ShopperOptions | undefined)?.sessionOnly;
}

export interface Argument {
  type: RouteParamtypes;
  /** `@Param('id')`: the one value it names. */
  data?: string;
  metatype?: Contract;
}

function argumentsOf({ controller, key }: Handler): Argument[] {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, key) ?? {}) as Record<string, { index: number; data?: unknown }>;
  const types = (Reflect.getMetadata(PARAMTYPES_METADATA, controller.prototype, key) ?? []) as unknown[];
  return Object.entries(args).map(([name, { index, data }]) => {
    const declared = types[index];
    return {
      type: Number(name.split(':')[0]) as RouteParamtypes,
      data: typeof data === 'string' ? data : undefined,
      metatype: typeof declared === 'function' && declared.name.endsWith('Dto') ? (declared as Contract) : undefined,
    };
  });
}

/** The contract of a whole body, query or path (`@Body() input: XDto`), not of one named value. */
const contractOf = (args: Argument[], type: RouteParamtypes) => args.find((arg) => arg.type === type && !arg.data && arg.metatype)?.metatype;

/** A write whose handler takes no body contract but the request itself reads its form (the upload routes). */
function readsForm(method: string, args: Argument[]): boolean {
  return method !== 'GET' && !contractOf(args, RouteParamtypes.BODY) && args.some((arg) => arg.type === RouteParamtypes.REQUEST);
}

/** The routes (`METHOD /pattern`) whose handlers read a multipart form themselves; call it once the app is initialised. */
export function formRoutes(app: NestFastifyApplication): Set<string> {
  return new Set([...nestHandlers(app)].filter(([key, handler]) => readsForm(key.split(' ')[0], argumentsOf(handler))).map(([key]) => key));
}

/** The routes of a gateway made by createGatewayApp, as its handlers declare them; call it once the app is initialised. */
export function gatewayRoutes(app: NestFastifyApplication): GatewayRoute[] {
  const routes = recorded.get(app.getHttpAdapter().getInstance());
  if (!routes) throw new Error('This gateway was not made by createGatewayApp (its routes were not recorded)');
  const handlers = nestHandlers(app);
  return routes.map(({ method, path }) => {
    const handler = handlers.get(`${method} ${path}`);
    const args = handler ? argumentsOf(handler) : [];
    const query = contractOf(args, RouteParamtypes.QUERY);
    return {
      method,
      path,
      access: handler ? accessOf(handler) : 'public',
      ownGuard: handler ? guardsOf(handler).some((guard) => guard !== AdminGuard && guard !== ShopperGuard) : false,
      sessionOnly: handler ? sessionOnlyOf(handler) : false,
      paramNames: [...path.matchAll(/:(\w+)|\*/g)].map(([whole, name]) => name ?? whole),
      namedQuery: query ? [] : args.filter((arg) => arg.type === RouteParamtypes.QUERY && arg.data).map((arg) => arg.data!),
      form: readsForm(method, args),
      contracts: { body: contractOf(args, RouteParamtypes.BODY), query, params: contractOf(args, RouteParamtypes.PARAM) },
      successStatus: handler ? successStatusOf(handler, method) : 200,
      rateLimited: handler ? rateLimitedOf(handler) : false,
      ...(handler ? { handler: `${handler.controller.name}.${handler.key}` } : {}),
    };
  });
}
