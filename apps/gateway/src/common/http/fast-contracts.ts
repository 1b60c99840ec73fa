import Ajv, { JSONSchemaType, ValidateFunction } from 'ajv';
import {
  CART_ITEM_TYPES, CheckoutDto, MAX_CART_LINES, MAX_LINE_QUANTITY, QuoteCartDto,
} from '@shop/contracts';

/**
 * Compiled JSON Schemas for the hottest request bodies (the cart quote, the
 * checkout): class-validator spends about a fifth of a quote walking a
 * 10-line cart, a compiled schema a hundredth of that.
 *
 * Each schema accepts a subset of what its contract class accepts, and only
 * bodies that are already in normal form (strings the contract trims carry no
 * surrounding spaces; no fields the contract normalises, like e-mails). An
 * optional field may be null, as the class allows (IsOptional). A body the schema accepts is passed on as it came, exactly what
 * the class would have made of it; anything else goes through the class, which
 * has the last word and the messages. `fast-contracts.spec.ts` holds the two
 * to that, case by case.
 */

/** A string `String.prototype.trim` leaves as it is (JavaScript's \s is the same set of characters). */
const TRIMMED = '^(?!\\s)[\\s\\S]*(?<!\\s)$';

/** An optional field: absent, null, or as the schema says. */
const optional = <S extends { type: string; enum?: readonly unknown[] }>(schema: S) =>
  ({ ...schema, nullable: true, ...(schema.enum ? { enum: [...schema.enum, null] } : {}) }) as const;
const trimmed = (maxLength: number) => optional({ type: 'string', maxLength, pattern: TRIMMED });
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const location = {
  city: trimmed(100),
  state: optional({ type: 'string', pattern: '^([A-Za-z]{2})?$' }),
} as const;

const cartItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'quantity'],
  properties: {
    id: text(200),
    name: optional(text(300)),
    price: optional({ type: 'number' }),
    type: optional({ type: 'string', enum: CART_ITEM_TYPES }),
    duration: optional({ type: 'integer', enum: [1, 3, 6, 12] }),
    image: optional(text(500)),
    imageUrl: optional(text(500)),
    quantity: { type: 'integer', minimum: 1, maximum: MAX_LINE_QUANTITY },
    shipping: optional({ type: 'number' }),
    isMysteryBoxFreebie: optional({ type: 'boolean' }),
    mysteryBoxValue: optional({ type: 'number' }),
  },
} as const;

export const quoteCartSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['items'],
  properties: {
    items: { type: 'array', maxItems: MAX_CART_LINES, items: cartItemSchema },
    couponCode: trimmed(50),
    ...location,
  },
} as const;

export const checkoutSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    cartId: optional(text(254)),
    couponCode: trimmed(50),
    useStoreCredit: optional({ type: 'boolean' }),
    ...location,
  },
} as const;

const ajv = new Ajv({ allErrors: false, strict: true });

const compiled = new Map<unknown, ValidateFunction>([
  [QuoteCartDto, ajv.compile(quoteCartSchema as unknown as JSONSchemaType<unknown>)],
  [CheckoutDto, ajv.compile(checkoutSchema as unknown as JSONSchemaType<unknown>)],
]);

/** The compiled check for a contract class, when it has one. */
export function fastContract(metatype: unknown): ValidateFunction | undefined {
  return compiled.get(metatype);
}
