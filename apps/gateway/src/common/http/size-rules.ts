import { getFromContainer, getMetadataStorage, ValidationArguments, ValidationTypes, ValidatorConstraintInterface } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import { FREE_FORM_OBJECT_RULE } from '@shop/contracts';
import { transformMetadata, ValidationUtils } from './validation-internals';

/**
 * What is judged about a body's size before its contract class reads it. class-transformer copies every value of a
 * body, fields the contract does not know included, and class-validator then walks every item, at some microseconds
 * a value: a 5,000-line cart or 10,000 unknown fields would hold the event loop for hundreds of milliseconds before
 * being refused. So, on the body as sent:
 * - the rules about how large a field is — how many items a list may hold (`ArrayMaxSize`), how large a free-form
 *   object may be (`FreeFormObject`) — with the contract's own rule and message;
 * - fields the contract does not know (at any depth its nested contracts reach) that hold more than
 *   MAX_UNKNOWN_VALUES values in all; fewer are left to the class, which names each of them among its other findings.
 * The class checks everything again afterwards and has the last word.
 */
const SIZE_RULES = new Set(['arrayMaxSize', FREE_FORM_OBJECT_RULE]);
export const MAX_UNKNOWN_VALUES = 100;
/** How many of the unknown fields the message names. */
const NAMED_UNKNOWN_FIELDS = 3;

type Contract = new () => object;

interface SizeRule {
  rule: ValidationMetadata;
  /** The property's ValidateIf / IsOptional conditions: the rule applies only when all of them hold. */
  conditions: ValidationMetadata[];
}

interface Shape {
  sizeRules: SizeRule[];
  /** Every field the contract names (validated, or dropped on purpose by class-transformer). */
  known: Set<string>;
  /** The contract of a field that holds a nested one (or a list of them). */
  nested: Map<string, Contract>;
}

const shapes = new Map<Contract, Shape>();

function shapeOf(contract: Contract): Shape {
  let shape = shapes.get(contract);
  if (!shape) {
    const rules = getMetadataStorage().getTargetValidationMetadatas(contract, '', false, false);
    const nested = new Map<string, Contract>();
    for (const rule of rules.filter((r) => r.type === ValidationTypes.NESTED_VALIDATION)) {
      const type = transformMetadata.findTypeMetadata(contract, rule.propertyName)?.typeFunction() as Contract | undefined;
      if (type) nested.set(rule.propertyName, type);
    }
    shape = {
      sizeRules: rules
        .filter((rule) => rule.type === ValidationTypes.CUSTOM_VALIDATION && SIZE_RULES.has(rule.name ?? '') && !rule.each)
        .map((rule) => ({
          rule,
          conditions: rules.filter((c) => c.propertyName === rule.propertyName && c.type === ValidationTypes.CONDITIONAL_VALIDATION),
        })),
      known: new Set([
        ...rules.map((rule) => rule.propertyName),
        ...transformMetadata
          .getExcludedMetadatas(contract)
          .map((excluded) => excluded.propertyName)
          .filter((name): name is string => !!name),
      ]),
      nested,
    };
    shapes.set(contract, shape);
  }
  return shape;
}

function sizeRuleProblem(contract: Contract, body: Record<string, unknown>): string | null {
  for (const { rule, conditions } of shapeOf(contract).sizeRules) {
    const value = body[rule.propertyName];
    if (value === null || typeof value !== 'object') continue; // not a list or an object: the class's to answer
    if (!conditions.every((condition) => (condition.constraints[0] as (object: object, value: unknown) => boolean)(body, value))) continue;
    const args: ValidationArguments = { value, constraints: rule.constraints, targetName: contract.name, object: body, property: rule.propertyName };
    const constraint = getFromContainer<ValidatorConstraintInterface>(rule.constraintCls as new () => ValidatorConstraintInterface);
    if (constraint.validate(value, args)) continue;
    return ValidationUtils.replaceMessageSpecialTokens(rule.message ?? constraint.defaultMessage?.(args), args);
  }
  return null;
}

/** How many values `value` is (itself and everything in it); the input guard has bounded its depth and size. */
function valuesIn(value: unknown): number {
  if (value === null || typeof value !== 'object') return 1;
  return 1 + Object.values(value).reduce((sum: number, item) => sum + valuesIn(item), 0);
}

interface Unknown {
  /** The unknown fields, as the class would name them (`items.0.colour`). */
  fields: { path: string; name: string }[];
  values: number;
}

function collectUnknown(contract: Contract, body: object, path: string, found: Unknown): void {
  const { known, nested } = shapeOf(contract);
  for (const [name, value] of Object.entries(body)) {
    if (!known.has(name)) {
      found.fields.push({ path: `${path}${name}`, name });
      found.values += valuesIn(value);
      continue;
    }
    const type = nested.get(name);
    if (!type || value === null || typeof value !== 'object') continue;
    if (!Array.isArray(value)) collectUnknown(type, value, `${path}${name}.`, found);
    else value.forEach((item, i) => item !== null && typeof item === 'object' && collectUnknown(type, item, `${path}${name}.${i}.`, found));
  }
}

function bulkyUnknownProblem(contract: Contract, body: Record<string, unknown>): string | null {
  const found: Unknown = { fields: [], values: 0 };
  collectUnknown(contract, body, '', found);
  if (found.values <= MAX_UNKNOWN_VALUES) return null;
  const named = found.fields.slice(0, NAMED_UNKNOWN_FIELDS).map(({ path, name }) => `${path}: property ${name} should not exist`);
  const more = found.fields.length - named.length;
  return [...named, ...(more ? [`and ${more.toLocaleString('en-US')} more fields that should not exist`] : [])].join('; ');
}

/** Why `body` is refused before `contract` reads it (a 400 message), or null: see above. */
export function sizeProblem(contract: Contract, body: Record<string, unknown>): string | null {
  return sizeRuleProblem(contract, body) ?? bulkyUnknownProblem(contract, body);
}
