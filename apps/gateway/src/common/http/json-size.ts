import { PayloadTooLargeException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { MAX_OBJECT_FIELDS, MAX_REQUEST_VALUES } from '@shop/contracts';
import { tooManyValues, tooWideObject } from './input-guard';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_OBJECT = 0x7b;
const OPEN_LIST = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_LIST = 0x5d;
const isSpace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

/**
 * The input guard's two size bounds (MAX_REQUEST_VALUES values, MAX_OBJECT_FIELDS fields in one object), judged on a
 * JSON text before it is parsed: one pass over its bytes, outside strings counting the commas and the first entry of
 * each list and object. Parsing is the costly part of a wide body (JSON.parse of one 50,000-field object takes tens
 * of milliseconds; this scan of it about one), so such a body is refused before that is spent. A text that is not
 * JSON gets a count that means nothing, and the parser's 400 when the count is within bounds.
 */
export function jsonSizeProblem(text: Buffer, what: string): string | null {
  let values = 1;
  let inString = false;
  /** Entries so far of each open object (a number) or list (null). */
  const open: (number | null)[] = [];
  /** Just after `{` or `[`: the next byte that is not a space says whether the container has a first entry. */
  let opened = false;
  for (let i = 0; i < text.length; i++) {
    const byte = text[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
      continue;
    }
    if (isSpace(byte)) continue;
    const top = open.length - 1;
    if (opened) {
      opened = false;
      if (byte !== CLOSE_OBJECT && byte !== CLOSE_LIST) {
        values++;
        if (open[top] !== null) open[top] = 1;
      }
    }
    if (byte === QUOTE) inString = true;
    else if (byte === OPEN_OBJECT || byte === OPEN_LIST) {
      open.push(byte === OPEN_OBJECT ? 0 : null);
      opened = true;
    } else if (byte === CLOSE_OBJECT || byte === CLOSE_LIST) open.pop();
    else if (byte === COMMA) {
      values++;
      if (top >= 0 && open[top] !== null && ++(open[top] as number) > MAX_OBJECT_FIELDS) return tooWideObject(what);
    }
    if (values > MAX_REQUEST_VALUES) return tooManyValues(what);
  }
  return null;
}

type Done = (err: Error | null, body?: unknown) => void;

/** A JSON parser (Fastify's) behind the scan: a body over the bounds answers 413 without being parsed. */
export function sizeCheckedJsonParser(parse: (request: FastifyRequest, body: string, done: Done) => void) {
  return (request: FastifyRequest, body: Buffer, done: Done): void => {
    const problem = jsonSizeProblem(body, 'The request body');
    if (problem) return done(new PayloadTooLargeException(problem));
    parse(request, body.toString('utf8'), done);
  };
}
