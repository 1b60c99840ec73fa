import { Transform } from 'class-transformer';
import { isEmail, ValidateBy, ValidateIf, ValidationArguments } from 'class-validator';
import { freeFormObjectProblem, MAX_MONEY_DOLLARS, MAX_PAGE, MAX_PAGING_OFFSET } from '../bounds';
import { EMAIL_MAX_LENGTH } from '../email';
import { isBlankText } from '../text';
import { NormaliseEmail, ToInt, Trim } from './transforms';

// Field rules shared by the contracts: one message per field, naming it.

/**
 * One rule, one message: `problem` answers what is wrong with the value, or
 * null (a stack of class-validator decorators would answer several, some
 * beside the point, such as a length limit for a missing name).
 */
export const Rule = (name: string, problem: (value: unknown) => string | null) =>
  ValidateBy({
    name,
    validator: {
      validate: (value) => problem(value) === null,
      defaultMessage: (args) => problem(args?.value) ?? '',
    },
  });

/** true or false, one message naming the field (absent: combine with Optional). */
export const IsTrueOrFalse = (field: string) => Rule('isFlag', (value) => (typeof value === 'boolean' ? null : `${field} must be true or false`));

/** Absent is fine; null is checked like any other value (and refused where the field cannot be null). */
export const Optional = () => ValidateIf((_, value) => value !== undefined);

/** Optional, and an empty string or null counts as not sent (a form's untouched field). */
export const OptionalWhenBlank = () =>
  allOf(
    Transform(({ value }) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value)),
    Optional(),
  );

/** Several property decorators as one. */
export const allOf =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) => {
    for (const decorate of decorators) decorate(target, key);
  };

/**
 * Trimmed text of at most `max` characters. `required`: it must be sent and
 * not blank; `notBlank`: when sent, it must not be blank (isBlankText: only
 * whitespace or invisible characters is blank too).
 */
export function Text(max: number, options: { required?: boolean; notBlank?: boolean } = {}): PropertyDecorator {
  const required = options.required ?? false;
  const notBlank = options.notBlank ?? required;
  return allOf(
    Trim(),
    ...(required ? [] : [ValidateIf((_, value) => value !== undefined)]),
    ValidateBy({
      name: 'text',
      validator: {
        validate: (value) => typeof value === 'string' && value.length <= max && (!notBlank || !isBlankText(value)),
        defaultMessage: (args) => {
          const { value, property } = args as ValidationArguments;
          if (notBlank && (value === undefined || value === null || (typeof value === 'string' && isBlankText(value))))
            return `${property} is required`;
          if (typeof value !== 'string') return `${property} must be text`;
          return `${property} must be at most ${max} characters`;
        },
      },
    }),
  );
}

/** Text with one item per line, or a list of texts: each trimmed; blank lines of a text are dropped. */
export function linesOf(value: unknown): unknown {
  if (typeof value === 'string')
    return value
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line.length > 0);
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? item.trim() : item));
  return value;
}

/** A list of non-blank texts (or, with `acceptLines`, newline-joined text); may be left out, not null. */
export function TextList(maxItems: number, maxLength: number, { required = false, acceptLines = false } = {}): PropertyDecorator {
  return allOf(
    ...(required ? [] : [ValidateIf((_, value) => value !== undefined)]),
    Transform(({ value }) => (acceptLines || Array.isArray(value) ? linesOf(value) : value)),
    ValidateBy({
      name: 'textList',
      validator: {
        validate: (value) =>
          Array.isArray(value) && value.length <= maxItems && value.every((v) => typeof v === 'string' && v.length > 0 && v.length <= maxLength),
        defaultMessage: (args) => {
          const { value, property } = args as ValidationArguments;
          if (required && value === undefined) return `${property} is required`;
          return (
            `${property} must be a list of at most ${maxItems} non-blank texts of at most ${maxLength} characters` +
            (acceptLines ? ' (or that text, one per line)' : '')
          );
        },
      },
    }),
  );
}

/** A whole number from min to max; null clears the field, absent leaves it as it is. */
export function OptionalWholeNumber(min: number, max: number): PropertyDecorator {
  return allOf(
    ValidateIf((_, value) => value !== undefined && value !== null),
    ValidateBy({
      name: 'wholeNumber',
      validator: {
        validate: (value) => Number.isInteger(value) && (value as number) >= min && (value as number) <= max,
        defaultMessage: (args) => `${(args as ValidationArguments).property} must be a whole number from ${min} to ${max}`,
      },
    }),
  );
}

/** The name of the FreeFormObject rule: the gateway checks it before the contract copies the object (validation.pipe.ts). */
export const FREE_FORM_OBJECT_RULE = 'isFreeFormObject';

/** A free-form JSON object of bounded size (at most MAX_FREE_FORM_FIELDS fields and MAX_FREE_FORM_BYTES as JSON). */
export const FreeFormObject = (field: string) => Rule(FREE_FORM_OBJECT_RULE, (value) => freeFormObjectProblem(field, value));

/**
 * An e-mail address as the shop takes it (docs/rules.md §4): trimmed and
 * lower-cased, at most 254 characters (the whole address; no separate cap on
 * the part before the @), and valid. One message, naming the field.
 */
export function ShopEmail(): PropertyDecorator {
  return allOf(
    NormaliseEmail(),
    ValidateBy({
      name: 'isShopEmail',
      validator: {
        validate: (value) => emailProblem(value) === null,
        defaultMessage: (args) => `${(args as ValidationArguments).property} ${emailProblem((args as ValidationArguments).value)}`,
      },
    }),
  );
}

function emailProblem(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return 'is required';
  if (typeof value !== 'string') return 'must be a valid e-mail address';
  if (value.length > EMAIL_MAX_LENGTH) return `must be at most ${EMAIL_MAX_LENGTH} characters`;
  return isEmail(value, { ignore_max_length: true }) ? null : 'must be a valid e-mail address';
}

/** What is wrong with an amount of dollars, or null (see Money). */
export function moneyProblem(field: string, value: unknown, { max = MAX_MONEY_DOLLARS, anyDecimals = false } = {}): string | null {
  const limit = Math.min(max, MAX_MONEY_DOLLARS);
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > limit) {
    return `${field} must be an amount of dollars from 0 to ${limit}${anyDecimals ? '' : ' with at most 2 decimals'}`;
  }
  if (!anyDecimals && !/^\d+(\.\d{1,2})?$/.test(String(value))) return `${field} must have at most 2 decimals`;
  return null;
}

/**
 * An amount of dollars (docs/rules.md §1, §5): a number from 0 to `max`, never
 * more than MAX_MONEY_DOLLARS, with at most 2 decimals (`anyDecimals`: a sum
 * the browser worked out). `required`: it must be sent; `nullable`: null
 * clears it. The one bound every money field of a request shares.
 */
export function Money({ required = false, nullable = false, max = MAX_MONEY_DOLLARS, anyDecimals = false } = {}): PropertyDecorator {
  return allOf(
    ...(required ? [] : [ValidateIf((_, value) => value !== undefined && !(nullable && value === null))]),
    ValidateBy({
      name: 'isMoney',
      validator: {
        validate: (value) => moneyProblem('', value, { max, anyDecimals }) === null,
        defaultMessage: (args) => {
          const { value, property } = args as ValidationArguments;
          if (required && (value === undefined || value === null)) return `${property} is required`;
          return moneyProblem(property, value, { max, anyDecimals }) ?? '';
        },
      },
    }),
  );
}

/** `offset` of a list: digits from 0 to MAX_PAGING_OFFSET (a query string's text is read as the number). */
export const PagingOffset = (): PropertyDecorator => WholeQueryNumber(0, MAX_PAGING_OFFSET);

/** `page` of a list, from 1 to MAX_PAGE. */
export const PageNumber = (): PropertyDecorator => WholeQueryNumber(1, MAX_PAGE);

/** `limit` of a list, from 1 to `max` (each list documents its own). */
export const PagingLimit = (max: number): PropertyDecorator => WholeQueryNumber(1, max);

/** A whole number from min to max sent in a query string as its digits; absent is fine. */
function WholeQueryNumber(min: number, max: number): PropertyDecorator {
  return allOf(
    ToInt(),
    ValidateIf((_, value) => value !== undefined && value !== null),
    ValidateBy({
      name: 'wholeQueryNumber',
      validator: {
        validate: (value) => Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max,
        defaultMessage: (args) => `${(args as ValidationArguments).property} must be a whole number from ${min} to ${max}`,
      },
    }),
  );
}
