import { ProviderRefusedError, ProviderUnavailableError } from '../payment-provider';

export interface PayPalClientSettings {
  clientId: string;
  clientSecret: string;
  apiBase: string;
  timeoutMs: number;
}

/** An answer PayPal gave: 2xx, or a 4xx the caller decides about (5xx and 429 never come back, they throw). */
export interface PayPalAnswer {
  status: number;
  body: unknown;
}

/** PayPal's error body. */
interface PayPalErrorBody {
  name?: string;
  message?: string;
  debug_id?: string;
  details?: { issue?: string; description?: string }[];
  /** The OAuth endpoint's own shape. */
  error?: string;
  error_description?: string;
}

export interface SendOptions {
  body?: unknown;
  /** PayPal-Request-Id: PayPal answers a repeated id with the first answer and does the work once. */
  requestId?: string;
  /** Ask for the whole resource back rather than PayPal's minimal answer. */
  representation?: boolean;
}

/**
 * PayPal's REST API over fetch: an OAuth2 client-credentials token, kept until shortly before it expires, shared by
 * concurrent calls and fetched again once when PayPal answers 401. Unreachable, timed out, 5xx and 429 throw
 * ProviderUnavailableError; a refused token throws ProviderRefusedError; every other answer is the caller's to read.
 */
export class PayPalClient {
  private token: { value: string; renewAt: number } | null = null;
  private tokenRequest: Promise<string> | null = null;

  constructor(private readonly settings: PayPalClientSettings) {}

  async send(method: 'GET' | 'POST', path: string, options: SendOptions = {}): Promise<PayPalAnswer> {
    const token = await this.accessToken();
    const answer = await this.call(method, path, token, options);
    if (answer.status !== 401) return answer;
    if (this.token?.value === token) this.token = null;
    return this.call(method, path, await this.accessToken(), options);
  }

  private call(method: 'GET' | 'POST', path: string, token: string, options: SendOptions): Promise<PayPalAnswer> {
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.requestId) headers['paypal-request-id'] = options.requestId;
    if (options.representation) headers.prefer = 'return=representation';
    return this.exchange(method, path, { headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  }

  private accessToken(): Promise<string> {
    if (this.token && Date.now() < this.token.renewAt) return Promise.resolve(this.token.value);
    this.tokenRequest ??= this.fetchToken().finally(() => (this.tokenRequest = null));
    return this.tokenRequest;
  }

  private async fetchToken(): Promise<string> {
    const basic = Buffer.from(`${this.settings.clientId}:${this.settings.clientSecret}`).toString('base64');
    const answer = await this.exchange('POST', '/v1/oauth2/token', {
      headers: { authorization: `Basic ${basic}`, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    if (answer.status !== 200) throw refusal(answer);
    const { access_token: value, expires_in: expiresIn } = answer.body as { access_token?: string; expires_in?: number };
    if (typeof value !== 'string' || typeof expiresIn !== 'number') {
      throw new ProviderUnavailableError('paypal', 'the token answer has no access_token');
    }
    // Renewed ahead of its expiry so a call never sets out with a token that lapses on the way.
    const early = Math.min(300, expiresIn / 2);
    this.token = { value, renewAt: Date.now() + (expiresIn - early) * 1000 };
    return value;
  }

  private async exchange(method: string, path: string, init: { headers: Record<string, string>; body?: string }): Promise<PayPalAnswer> {
    let status: number;
    let text: string;
    try {
      const response = await fetch(`${this.settings.apiBase}${path}`, { method, ...init, signal: AbortSignal.timeout(this.settings.timeoutMs) });
      status = response.status;
      text = await response.text();
    } catch (err) {
      throw new ProviderUnavailableError('paypal', `${method} ${path}: ${failureOf(err, this.settings.timeoutMs)}`);
    }
    const body = parsed(text);
    if (status >= 500 || status === 429) {
      throw new ProviderUnavailableError('paypal', `${method} ${path} answered ${status} ${detailOf(body)}`.trim());
    }
    if (status < 300 && body === undefined) {
      throw new ProviderUnavailableError('paypal', `${method} ${path} answered ${status} with a body that is not JSON`);
    }
    return { status, body: body ?? {} };
  }
}

/** Whether PayPal's error names one of these issues (`details[].issue`). */
export function hasIssue(answer: PayPalAnswer, ...issues: string[]): boolean {
  const details = (answer.body as PayPalErrorBody).details;
  return Array.isArray(details) && details.some((detail) => detail.issue !== undefined && issues.includes(detail.issue));
}

/** PayPal's name for the error (RESOURCE_NOT_FOUND, UNPROCESSABLE_ENTITY, …). */
export function errorName(answer: PayPalAnswer): string | undefined {
  return (answer.body as PayPalErrorBody).name;
}

/** The error for an answer PayPal refused, with its name, message, issues and debug id. */
export function refusal(answer: PayPalAnswer): ProviderRefusedError {
  return new ProviderRefusedError('paypal', answer.status, detailOf(answer.body) || 'no detail given');
}

function detailOf(body: unknown): string {
  if (!body || typeof body !== 'object') return '';
  const error = body as PayPalErrorBody;
  const issues = Array.isArray(error.details) ? error.details.map((d) => [d.issue, d.description].filter(Boolean).join(': ')) : [];
  return [
    error.name ?? error.error,
    error.message ?? error.error_description,
    issues.length ? `(${issues.join('; ')})` : '',
    error.debug_id ? `debug_id ${error.debug_id}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

function parsed(text: string): unknown {
  if (!text) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Read by name, not instanceof: fetch's errors (a DOMException for the timeout) may come from another realm. */
function failureOf(err: unknown, timeoutMs: number): string {
  const { name, message, cause } = (err ?? {}) as { name?: unknown; message?: unknown; cause?: { message?: unknown } };
  if (name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  const text = typeof message === 'string' ? message : String(err);
  return typeof cause?.message === 'string' ? `${text} (${cause.message})` : text;
}
