/**
 * Stable codes for expected outcomes. Services throw them, the gateway maps
 * each to one HTTP status (docs/rules.md §5).
 */
export const ErrorCode = {
  BadRequest: 'BAD_REQUEST',
  Unauthorized: 'UNAUTHORIZED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  Conflict: 'CONFLICT',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  UnsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  BusinessRule: 'BUSINESS_RULE',
  RateLimited: 'RATE_LIMITED',
  ServiceUnavailable: 'SERVICE_UNAVAILABLE',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const HTTP_STATUS_BY_CODE: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  BUSINESS_RULE: 422,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
};

/** What travels back over the bus when a handler fails on purpose. */
export interface ServiceErrorBody {
  code: ErrorCode;
  message: string;
}

/** The JSON body of every HTTP error (docs/rules.md §5). */
export interface HttpErrorBody {
  statusCode: number;
  error: string;
  message: string;
}
