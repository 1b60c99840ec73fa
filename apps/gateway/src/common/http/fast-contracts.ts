import Ajv, { ValidateFunction } from 'ajv';
import { TransformationType } from 'class-transformer';
import { getMetadataStorage, ValidationTypes } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import { CheckoutDto, QuoteCartDto, trimText } from '@shop/contracts';
import { transformMetadata } from './validation-internals';

/**
 * Compiled JSON Schemas for the hottest request bodies (the cart quote, the
 * checkout): class-validator spends about a fifth of a quote walking a 10-line
 * cart, a compiled schema a hundredth of that.
 *
 * Each schema is derived from its contract class's own decorators, so every
 * limit is written once, in the class. It accepts a subset of what the class
 * accepts, and only bodies already in normal form: a field the class trims
 * must carry no surrounding spaces; a field whose rule has no JSON Schema
 * equal (an e-mail, a custom rule, a transform other than trimming) is left
 * out, so a body that sends it goes through the class. A body the schema
 * accepts is passed on as it came, exactly what the class would have made of
 * it; anything else goes through the class, which has the last word and the
 * messages. `fast-contracts.spec.ts` holds the two to that, case by case.
 */

type Schema = Record<string, unknown>;
type Contract = new () => object;

/** A string `String.prototype.trim` leaves as it is (JavaScript's \s is the same set of characters). */
const TRIMMED = '^(?!\\s)[\\s\\S]*(?<!\\s)$';

const JSON_TYPE_OF: Record<string, string> = { isString: 'string', isNumber: 'number', isInt: 'integer', isBoolean: 'boolean', isArray: 'array' };

/**
 * A regular expression that means the same with ajv's `u` flag as without it:
 * letters, digits, spaces and the plain operators only — no escape, no `.`
 * and no negated class, the constructs that match a whole emoji in one mode
 * and half of one in the other.
 */
const SAME_IN_UNICODE_MODE = /^(?!.*\[\^)[\w ^$()[\]{}|?*+,:-]*$/;
const PRIMITIVE = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/**
 * One class-validator rule as JSON Schema keywords, or null when it has none.
 * Lengths: validator.js counts a surrogate pair as one character and skips
 * variation selectors; ajv counts code points, so it never counts fewer — a
 * maximum holds, a minimum would not (and is left to the class).
 */
function keywordsOf(rule: ValidationMetadata): Schema | null {
  if (rule.each) return null;
  const [first, second] = rule.constraints ?? [];
  switch (rule.name) {
    case 'isString':
    case 'isInt':
    case 'isBoolean':
    case 'isArray':
      return { type: JSON_TYPE_OF[rule.name] };
    case 'isNumber':
      return first?.maxDecimalPlaces === undefined ? { type: 'number' } : null;
    case 'isIn':
      return Array.isArray(first) && first.every(PRIMITIVE) ? { enum: [...first] } : null;
    case 'maxLength':
      return { maxLength: first };
    case 'min':
      return { minimum: first };
    case 'max':
      return { maximum: first };
    case 'arrayMaxSize':
      return { maxItems: first };
    case 'arrayMinSize':
      return { minItems: first };
    case 'matches':
      return first instanceof RegExp && !first.flags && !second && SAME_IN_UNICODE_MODE.test(first.source)
        ? { allOf: [{ pattern: first.source }] }
        : null;
    default:
      return null;
  }
}

/** A property's rules as one schema, or null when any of them has no JSON Schema equal. */
function propertySchema(target: Contract, property: string, rules: ValidationMetadata[]): { schema: Schema; optional: boolean } | null {
  let optional = false;
  let nested: Schema | null = null;
  const keywords: Schema[] = [];
  for (const rule of rules) {
    if (rule.type === ValidationTypes.CONDITIONAL_VALIDATION && rule.name === 'isOptional') optional = true;
    else if (rule.type === ValidationTypes.NESTED_VALIDATION) {
      const itemClass = transformMetadata.findTypeMetadata(target, property)?.typeFunction() as Contract | undefined;
      nested = itemClass ? classSchema(itemClass) : null;
      if (!nested) return null;
    } else if (rule.type === ValidationTypes.CUSTOM_VALIDATION) {
      const schema = keywordsOf(rule);
      if (!schema) return null;
      keywords.push(schema);
    } else return null;
  }
  const transforms = transformMetadata.findTransformMetadatas(target, property, TransformationType.PLAIN_TO_CLASS);
  if (transforms.some((t) => t.transformFn !== trimText)) return null;
  if (transforms.length) keywords.push({ allOf: [{ pattern: TRIMMED }] });

  const schema: Schema = {};
  for (const { allOf, ...rest } of keywords) {
    // Two rules that say different things of one keyword (two types, two maximums): left to the class.
    if (Object.entries(rest).some(([key, value]) => key in schema && JSON.stringify(schema[key]) !== JSON.stringify(value))) return null;
    Object.assign(schema, rest);
    if (allOf) schema.allOf = [...((schema.allOf as Schema[]) ?? []), ...(allOf as Schema[])];
  }
  if (nested) {
    if (schema.type === 'array') schema.items = nested;
    else if (schema.type === undefined) Object.assign(schema, nested);
    else return null;
  }
  if (schema.type === undefined && schema.enum === undefined) return null;
  // A pattern applies to text only: it needs the string type beside it (ajv's strict mode says so too).
  if (schema.allOf && schema.type !== 'string') return null;
  if (schema.allOf) schema.allOf = (schema.allOf as Schema[]).map((part) => ({ type: 'string', ...part }));
  // IsOptional lets null through as well as absence.
  if (optional) {
    if (schema.type) schema.type = [schema.type, 'null'];
    if (schema.enum) schema.enum = [...(schema.enum as unknown[]), null];
    if (schema.allOf) schema.allOf = (schema.allOf as Schema[]).map((part) => ({ ...part, type: ['string', 'null'] }));
  }
  return { schema, optional };
}

/** A contract class as a JSON Schema: its validated properties only, nothing else; null when it cannot be one. */
export function classSchema(target: Contract): Schema | null {
  if (transformMetadata.getStrategy(target) !== 'none' || transformMetadata.getExcludedMetadatas(target).length) return null;
  const rules = getMetadataStorage().getTargetValidationMetadatas(target, '', false, false);
  const byProperty = new Map<string, ValidationMetadata[]>();
  for (const rule of rules) byProperty.set(rule.propertyName, [...(byProperty.get(rule.propertyName) ?? []), rule]);

  const properties: Schema = {};
  const required: string[] = [];
  for (const [property, propertyRules] of byProperty) {
    const derived = propertySchema(target, property, propertyRules);
    if (derived) {
      properties[property] = derived.schema;
      if (!derived.optional) required.push(property);
    } else if (!propertyRules.some((rule) => rule.name === 'isOptional')) {
      return null; // a required field the schema cannot judge: no fast path for this class
    }
  }
  return { type: 'object', additionalProperties: false, required, properties };
}

const ajv = new Ajv({ allErrors: false, strict: true, allowUnionTypes: true });

/** A class whose derived schema ajv's strict mode refuses (a length on a number, say) simply has no fast path. */
function compile(target: Contract): [Contract, ValidateFunction] | [] {
  const schema = classSchema(target);
  try {
    return schema ? [target, ajv.compile(schema)] : [];
  } catch {
    return [];
  }
}

const compiled = new Map<unknown, ValidateFunction>(
  [QuoteCartDto, CheckoutDto].map(compile).filter((entry) => entry.length) as [Contract, ValidateFunction][],
);

/** The compiled check for a contract class, when it has one. */
export function fastContract(metatype: unknown): ValidateFunction | undefined {
  return compiled.get(metatype);
}
