import { isURL } from 'class-validator';
import { Rule } from './field-rules';

// Image addresses sent as text instead of a file (docs/api.md "Image addresses"): an http(s) address, or a file the
// shop already stores (/uploads/<folder>/<name>).

export const IMAGE_ADDRESS_MAX_LENGTH = 500;
const STORED_UPLOAD = /^\/uploads\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export function isImageAddress(value: unknown): boolean {
  if (typeof value !== 'string' || value.length === 0 || value.length > IMAGE_ADDRESS_MAX_LENGTH) return false;
  return STORED_UPLOAD.test(value) || isURL(value, { protocols: ['http', 'https'], require_protocol: true });
}

const ADDRESS = `an http(s) address or a /uploads/… path of at most ${IMAGE_ADDRESS_MAX_LENGTH} characters`;

/** One image address; `nullable`: null is taken too (it changes nothing). Absent is fine. */
export const ImageAddress = (field: string, { nullable = false } = {}) =>
  Rule('isImageAddress', (value) =>
    value === undefined || (nullable && value === null) || isImageAddress(value) ? null : `${field} must be ${ADDRESS}`,
  );

/** A list of at most `max` image addresses. Absent is fine. */
export const ImageAddressList = (field: string, max: number) =>
  Rule('isImageAddressList', (value) =>
    value === undefined || (Array.isArray(value) && value.length <= max && value.every(isImageAddress))
      ? null
      : `${field} must be a list of at most ${max} image addresses, each ${ADDRESS}`,
  );
