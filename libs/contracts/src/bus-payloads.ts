/** The payloads several patterns share (bus-requests.ts). */

/** A pattern that takes nothing: the caller may leave the data out, or send `{}`. */
export type NoPayload = Record<string, never>;

export interface ByIdRequest {
  id: string;
}

export interface ByEmailRequest {
  email: string;
}

/** A session's token (a shopper's or an admin's). */
export interface ByTokenRequest {
  token: string;
}
