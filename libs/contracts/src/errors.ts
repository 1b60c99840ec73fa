/**
 * Expected failures (docs/rules.md §5). Each has a stable code that clients decide on, never its words: the words
 * may be improved, the code does not change. As Medusa's `MedusaError` has a type and Vendure's results an
 * `errorCode`, a code belongs to one kind, and the kind alone decides the HTTP status.
 */

/** The kinds of failure and the status each answers; each kind is also the generic code of that kind. */
export const HTTP_STATUS_BY_KIND = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  BUSINESS_RULE: 422,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ErrorKind = keyof typeof HTTP_STATUS_BY_KIND;

/** Every code an answer may carry, and its kind. The words of each live beside the feature that says them. */
export const ERROR_CODES = {
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  BUSINESS_RULE: 'BUSINESS_RULE',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',

  /** A multipart body that cannot be read (no boundary, cut short). */
  MALFORMED_FORM: 'BAD_REQUEST',
  /** No route answers this method and path. */
  ROUTE_NOT_FOUND: 'NOT_FOUND',

  /** The request needs the shopper's e-mail session and has none. */
  NOT_SIGNED_IN: 'UNAUTHORIZED',
  /** The shopper's session ended (signed out or expired) in the middle of a step. */
  SESSION_ENDED: 'UNAUTHORIZED',
  /** The request needs an administrator's session and has none. */
  ADMIN_SIGN_IN_REQUIRED: 'UNAUTHORIZED',
  /** An administrator's e-mail and password do not match. */
  INVALID_LOGIN: 'UNAUTHORIZED',
  /** A payment provider's notice whose signature does not verify. */
  INVALID_SIGNATURE: 'UNAUTHORIZED',
  /** A shopper's session asks for something only administrators may do. */
  ADMINS_ONLY: 'FORBIDDEN',
  /** Someone else's cart, order, chat, link or account. */
  NOT_YOURS: 'FORBIDDEN',
  /** The shopper has not verified her e-mail with the code yet. */
  NOT_VERIFIED: 'FORBIDDEN',

  /** Too many tries of an administrator's password: the account waits. */
  ACCOUNT_LOCKED: 'RATE_LIMITED',
  /** Too many wrong verification codes: a new code must be requested. */
  TOO_MANY_ATTEMPTS: 'RATE_LIMITED',
  /** At most so many shares an hour. */
  SHARE_LIMIT_REACHED: 'RATE_LIMITED',
  /** The verification code has expired or was never sent. */
  CODE_EXPIRED: 'BAD_REQUEST',
  /** The verification code is not the one sent. */
  CODE_INCORRECT: 'BAD_REQUEST',

  /** The shopper already entered this giveaway. */
  ALREADY_ENTERED: 'CONFLICT',
  /** The giveaway is switched off, not started, ended or already drawn. */
  GIVEAWAY_CLOSED: 'CONFLICT',
  /** Credits buy extra tickets only for a giveaway she has entered. */
  ENTRY_REQUIRED: 'CONFLICT',
  /** A draw needs at least one entry. */
  NO_ENTRIES: 'BUSINESS_RULE',
  /** The giveaway already has a winner. */
  WINNER_ALREADY_DRAWN: 'CONFLICT',
  /** A share needs her profile link once she has shared often enough. */
  PROFILE_LINK_REQUIRED: 'BAD_REQUEST',
  /** The share was approved or rejected already. */
  SHARE_ALREADY_REVIEWED: 'CONFLICT',
  /** The gallery piece is liked already, or was never liked. */
  ALREADY_LIKED: 'CONFLICT',
  NOT_LIKED: 'NOT_FOUND',
  /** At most so many referral links per shopper. */
  REFERRAL_LINK_LIMIT: 'BUSINESS_RULE',
  /** The chat session has ended. */
  CHAT_ENDED: 'CONFLICT',

  /** A deal, gravity sale or other limited item has no units left, or is not on sale now. */
  SOLD_OUT: 'CONFLICT',
  /** A cart line names an item the shop does not sell (any more). */
  ITEM_UNAVAILABLE: 'NOT_FOUND',
  /** A shopper may hold only so many units of one deal. */
  PURCHASE_LIMIT_REACHED: 'CONFLICT',
  /** Checkout of a cart with nothing in it. */
  CART_EMPTY: 'BAD_REQUEST',
  /** Too many orders of one session wait for payment. */
  TOO_MANY_UNPAID_ORDERS: 'CONFLICT',
  /** Not enough credits for what is asked. */
  NOT_ENOUGH_CREDITS: 'BUSINESS_RULE',
  /** The coupon does not exist, is switched off, expired or does not apply to this cart. */
  INVALID_COUPON: 'BUSINESS_RULE',
  /** The coupon was used already (once per shopper or once in all). */
  COUPON_ALREADY_USED: 'CONFLICT',
  /** Another coupon has that code. */
  COUPON_CODE_TAKEN: 'CONFLICT',
  /** A pending order holds the coupon. */
  COUPON_IN_USE: 'CONFLICT',
  /** The order's status does not allow the step (paid again, shipped while cancelled). */
  ORDER_STATUS_CONFLICT: 'CONFLICT',
  /** A payment notice whose amount or currency is not the order's total. */
  PAYMENT_MISMATCH: 'BUSINESS_RULE',
  /** The checkout asked for a payment provider this shop does not offer. */
  PAYMENT_PROVIDER_NOT_OFFERED: 'BAD_REQUEST',
  /** A refund of more than what the order's payments still hold. */
  REFUND_OVER_REMAINDER: 'BAD_REQUEST',
  /** The payment provider did not answer in time, or answered with a failure of its own: nothing was changed. */
  PAYMENT_PROVIDER_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  /** A payment notice's event id was already used for another order. */
  PAYMENT_EVENT_REUSED: 'CONFLICT',
  /** A stored value cannot go below what is already sold or taken. */
  BELOW_SOLD: 'BUSINESS_RULE',
  /** The e-mail the step needs could not be sent; nothing was changed. */
  MAIL_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  /** An Idempotency-Key already used with another request body: a new attempt needs a new key. */
  IDEMPOTENCY_KEY_REUSED: 'BUSINESS_RULE',
  /** The first request with this Idempotency-Key is still under way: its answer comes to a retry once it is done. */
  IDEMPOTENT_REQUEST_IN_PROGRESS: 'CONFLICT',
  /** A products CSV with problems: `errors` names each one's line and field; nothing was written. */
  CSV_INVALID: 'BAD_REQUEST',
} as const satisfies Record<string, ErrorKind>;
export type ErrorCode = keyof typeof ERROR_CODES;

/** The HTTP status of a code; a code this build does not know (a newer service) answers by nothing it guesses: 500. */
export function httpStatusOf(code: string): number {
  const kind = (ERROR_CODES as Record<string, ErrorKind | undefined>)[code];
  return kind ? HTTP_STATUS_BY_KIND[kind] : 500;
}

/** The generic code of an HTTP status, for failures that carry no code of their own. */
export function errorCodeOfStatus(status: number): ErrorCode {
  const kind = (Object.keys(HTTP_STATUS_BY_KIND) as ErrorKind[]).find((k) => HTTP_STATUS_BY_KIND[k] === status);
  if (kind) return kind;
  return status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST';
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_CODES, value);
}

/** What travels back over the bus when a handler fails on purpose. */
export interface ServiceErrorBody {
  code: ErrorCode;
  message: string;
  errors?: ErrorDetail[];
}

/** One of several problems an answer lists (each row of a file, each field): where it is, and what is wrong. */
export interface ErrorDetail {
  /** The file's line, when the input is a file. */
  line?: number;
  field: string | null;
  message: string;
}

export function isErrorDetailList(value: unknown): value is ErrorDetail[] {
  return Array.isArray(value) && value.every((d) => !!d && typeof d === 'object' && typeof (d as ErrorDetail).message === 'string');
}

/** The JSON body of every HTTP error (docs/rules.md §5), with the stable code beside the words. */
export interface HttpErrorBody {
  statusCode: number;
  error: string;
  message: string;
  code: ErrorCode;
  /** Every problem, where the message can name only the first (a file's rows). */
  errors?: ErrorDetail[];
}
