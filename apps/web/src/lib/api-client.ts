import { isErrorCode, type ErrorCode } from '@shop/contracts';
import { getSessionEmail } from './session';

/** A non-OK answer. `message` is `${status}: ${body text or statusText}` (docs/product/shopper.md §8). */
export class ApiError extends Error {
  readonly status: number;
  /** The parsed JSON body (`{statusCode, error, message, code}` from our server), or null. */
  readonly body: unknown;

  constructor(status: number, text: string, body: unknown) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The server's stable `code` (docs/rules.md §5): what the app decides on, never the message's words. */
  get code(): ErrorCode | null {
    const code = (this.body as { code?: unknown } | null)?.code;
    return isErrorCode(code) ? code : null;
  }

  /** The server's `message` field, readable: arrays of messages are joined. */
  get serverMessage(): string | null {
    const message = (this.body as { message?: unknown } | null)?.message;
    if (typeof message === 'string' && message.trim()) return message;
    if (Array.isArray(message)) {
      const parts = message.filter((m): m is string => typeof m === 'string' && m.trim() !== '');
      if (parts.length) return parts.join('; ');
    }
    return null;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** Whether the server refused with this code. */
export function hasErrorCode(error: unknown, code: ErrorCode): error is ApiError {
  return error instanceof ApiError && error.code === code;
}

/** A message fit for a shopper: the server's own words when it sent some, else the fallback. */
export function getErrorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  if (error instanceof TypeError) return 'Could not reach the shop. Check your connection and try again.';
  return fallback;
}

type RequestOptions = {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The one fetch wrapper of the app: the parsed body, or an ApiError for a non-OK answer. */
async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  return (await send(method, path, options)).body as T;
}

/** Sends the request; answers the parsed body and the response (for its headers), or throws an ApiError. */
async function send(method: string, path: string, options: RequestOptions): Promise<{ body: unknown; response: Response }> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const email = getSessionEmail();
  if (email) headers['x-user-email'] = email;

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body; // the browser sets the multipart boundary
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const response = await fetch(path, {
    method,
    headers,
    body,
    credentials: 'include',
    signal: options.signal,
  });
  const text = await response.text();
  if (!response.ok) {
    throw new ApiError(response.status, text || response.statusText, parse(text));
  }
  return { body: parse(text), response };
}

/**
 * A page of a list: the items, the full count from `X-Total-Count`, and any other whole-list figure the caller asked
 * for by header name (each null when absent or not a number).
 */
export type ListPage<T> = { items: T[]; total: number | null; figures: Record<string, number | null> };

const countIn = (headers: Headers, name: string): number | null => {
  const value = headers.get(name);
  const count = value === null ? null : Number(value);
  return count !== null && Number.isFinite(count) ? count : null;
};

/** GET a list that reports its full size in `X-Total-Count` (a body that is not an array gives no items). */
export async function apiGetWithTotal<T>(
  path: string,
  options?: Omit<RequestOptions, 'body'>,
  figureHeaders: readonly string[] = [],
): Promise<ListPage<T>> {
  const { body, response } = await send('GET', path, options ?? {});
  return {
    items: Array.isArray(body) ? (body as T[]) : [],
    total: countIn(response.headers, 'X-Total-Count'),
    figures: Object.fromEntries(figureHeaders.map((name) => [name, countIn(response.headers, name)])),
  };
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('DELETE', path, { ...options, body }),
};
