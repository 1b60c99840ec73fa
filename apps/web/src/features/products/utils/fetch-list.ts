import { ApiError } from '@/lib/api-client';
import { getSessionEmail } from '@/lib/session';

/** A page of a catalogue list: the items, and the full count from `X-Total-Count` (null when absent). */
export type ListPage<T> = { items: T[]; total: number | null };

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * GET a catalogue list, keeping the `X-Total-Count` header that the shared
 * api client does not expose. Same conventions as `api.get`: the shopper's
 * e-mail header, cookies, and an ApiError for a non-OK answer.
 */
export async function fetchList<T>(path: string, signal?: AbortSignal): Promise<ListPage<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const email = getSessionEmail();
  if (email) headers['x-user-email'] = email;

  const response = await fetch(path, { headers, credentials: 'include', signal });
  const text = await response.text();
  const body = parse(text);
  if (!response.ok) throw new ApiError(response.status, text || response.statusText, body);

  const header = response.headers.get('X-Total-Count');
  const total = header === null ? null : Number(header);
  return {
    items: Array.isArray(body) ? (body as T[]) : [],
    total: total !== null && Number.isFinite(total) ? total : null,
  };
}
