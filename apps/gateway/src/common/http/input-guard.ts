import { BadRequestException } from '@nestjs/common';
import type { Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_OBJECT_FIELDS, MAX_REQUEST_VALUES } from '@shop/contracts';
import { errorBody, sendErrorBody } from './http-error';
import { MALFORMED_FORM } from './http-error.filter';

/**
 * What every request must be before anything reads it, checked here once:
 * JSON and form bodies, query strings, path parameters and multipart form
 * fields, field names included. Text may hold tabs and line breaks but no
 * other control character (Postgres refuses NUL in text; the rest has no
 * place in a shop's words) and no lone UTF-16 surrogate (jsonb refuses it);
 * values nest at most MAX_NESTING deep (the contracts' walkers recurse; the
 * shop's bodies nest three or four). Nothing reaches a service before it
 * passes; the answer is 400 naming the field (docs/rules.md §5). Each of them
 * holds at most MAX_REQUEST_VALUES values in all and no object of more than
 * MAX_OBJECT_FIELDS fields, else 413: the contracts' copying and checking grow
 * with them, and a request must not hold the event loop while they run (a JSON
 * body is held to both before it is parsed: json-size.ts).
 */
export const MAX_NESTING = 32;

/** C0 and C1 control characters and DEL, except tab, line feed and carriage return. */
const CONTROL = '[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]';
const CONTROL_CHARACTER = new RegExp(CONTROL);
const LONE_SURROGATE = /\p{Cs}/u;
/** A quick first look: a control character or any surrogate (most emoji), judged exactly only then. */
const SUSPECT = new RegExp(`${CONTROL}|[\\ud800-\\udfff]`);

/** What is wrong with a text, or null when it may be stored. */
export function textProblem(text: string): string | null {
  if (!SUSPECT.test(text)) return null;
  if (CONTROL_CHARACTER.test(text)) return 'must not contain control characters (tabs and line breaks are fine)';
  return LONE_SURROGATE.test(text) ? 'must be valid Unicode text' : null;
}

/**
 * Names no request's field has: the contracts would drop them unseen (class-transformer skips `constructor`, Nest's
 * pipe deletes `__proto__` and `prototype`) and a body carrying them would pass as valid; refused instead.
 */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** What is wrong with a field name, or null. */
function nameProblem(name: string): string | null {
  return PROTOTYPE_KEYS.has(name) ? `must not be "${name}"` : textProblem(name);
}

interface Found {
  /** The field names from the top down to the value (or to the object holding the bad name). */
  path: string[];
  kind: 'text' | 'name' | 'nesting' | 'values' | 'width';
  /** What is wrong (the whole request's size: said by inputRefusal). */
  problem: string;
}

/** The 413 messages, `what` being the whole ("The request body"). */
export const tooManyValues = (what: string) =>
  `${what} holds too many values (at most ${MAX_REQUEST_VALUES.toLocaleString('en-US')} fields and list items in all)`;
export const tooWideObject = (what: string) =>
  `${what} holds an object with too many fields (at most ${MAX_OBJECT_FIELDS.toLocaleString('en-US')} in one object)`;

/**
 * Depth-first, in the order the fields were sent; never deeper than MAX_NESTING, so the call stack is safe, and never
 * past the MAX_REQUEST_VALUES-th value (`seen` counts them across the whole walk).
 */
function find(value: unknown, depth: number, seen: { values: number }): Found | null {
  if (++seen.values > MAX_REQUEST_VALUES) return { path: [], kind: 'values', problem: '' };
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? { path: [], kind: 'text', problem } : null;
  }
  if (value === null || typeof value !== 'object') return null;
  if (depth === MAX_NESTING) return { path: [], kind: 'nesting', problem: `nests too deeply (at most ${MAX_NESTING} levels of lists and objects)` };
  const keys = Array.isArray(value) ? null : Object.keys(value);
  const length = keys ? keys.length : (value as unknown[]).length;
  if (keys && length > MAX_OBJECT_FIELDS) return { path: [], kind: 'width', problem: '' };
  for (let i = 0; i < length; i++) {
    const key = keys ? keys[i] : String(i);
    const badName = keys ? nameProblem(key) : null;
    if (badName) return { path: [], kind: 'name', problem: `a field name ${badName}` };
    const found = find(keys ? (value as Record<string, unknown>)[key] : (value as unknown[])[i], depth + 1, seen);
    if (found) {
      found.path.unshift(key);
      return found;
    }
  }
  return null;
}

export interface InputRefusal {
  /** 413 for a value too large as a whole, 400 for anything else. */
  status: 400 | 413;
  /** Names the field (`items.1.name`), or the whole (`The request body`). */
  message: string;
}

/** The first problem in a parsed value (a body, a query, the path parameters) and how it is answered, or null. */
export function inputRefusal(value: unknown, what: string): InputRefusal | null {
  const found = find(value, 0, { values: 0 });
  if (!found) return null;
  const field = found.path.join('.') || what;
  if (found.kind === 'values') return { status: 413, message: tooManyValues(what) };
  if (found.kind === 'width') return { status: 413, message: tooWideObject(what) };
  if (found.kind === 'nesting') return { status: 400, message: `${found.path[0] ?? what} ${found.problem}` };
  return { status: 400, message: found.kind === 'name' ? `${field}: ${found.problem}` : `${field} ${found.problem}` };
}

/** The first problem in a parsed value, as the message that names its field, or null. */
export function inputProblem(value: unknown, what: string): string | null {
  return inputRefusal(value, what)?.message ?? null;
}

/** The parsed request values (params, query, body) that passed the guard, so the validation pipe need not walk them again. */
const passed = new WeakSet<object>();

/** Whether this very value passed the guard (a value parsed since, such as a form's JSON text, did not). */
export function passedInputGuard(value: unknown): boolean {
  return typeof value === 'object' && value !== null && passed.has(value);
}

/** Multipart form fields are read as they stream in: each is checked before its reader sees it. */
async function* checkedParts(parts: AsyncIterableIterator<Multipart>): AsyncGenerator<Multipart> {
  for await (const part of parts) {
    const badName = nameProblem(part.fieldname);
    if (badName) throw new BadRequestException(`A form field name ${badName}`);
    if (part.type === 'field') {
      const problem = textProblem(String(part.value));
      if (problem) throw new BadRequestException(`${part.fieldname} ${problem}`);
    }
    yield part;
  }
}

/**
 * A multipart body is split at its boundary (RFC 2046: 1 to 70 characters, quoted or not): without a usable one
 * nothing can read the form, so the request is refused here, on every route, before anything acts on it.
 */
const MULTIPART_BOUNDARY = /;\s*boundary=(?:"[^"]{1,70}"|[^\s;"]{1,70})\s*(;|$)/i;

export function hasUsableBoundary(contentType: string | undefined): boolean {
  return MULTIPART_BOUNDARY.test(contentType ?? '');
}

function refuse(reply: FastifyReply, message: string, status = 400): FastifyReply {
  return sendErrorBody(reply, errorBody(status, message));
}

/** Registers the check on every route, after the body is parsed and before any guard, rate limit or handler. */
export function registerInputGuard(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    const refusal =
      inputRefusal(request.params, 'The path') ?? inputRefusal(request.query, 'The query string') ?? inputRefusal(request.body, 'The request body');
    if (refusal) return refuse(reply, refusal.message, refusal.status);
    for (const value of [request.params, request.query, request.body]) if (typeof value === 'object' && value !== null) passed.add(value);
    if (request.isMultipart()) {
      if (!hasUsableBoundary(request.headers['content-type'])) return refuse(reply, MALFORMED_FORM);
      const parts = request.parts;
      request.parts = function guardedParts(this: FastifyRequest, options) {
        return checkedParts(parts.call(this, options));
      };
    }
  });
}
