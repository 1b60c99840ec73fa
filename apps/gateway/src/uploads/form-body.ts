import { BadRequestException, type Type } from '@nestjs/common';
import { ContractValidationPipe } from '../common/http/validation.pipe';
import { formFieldKinds, type FormFieldKind } from './form-field-kinds';
import type { UploadedForm } from './upload.service';

/** What a form's blanks mean where they do not stay text (docs/product/back-office.md §5 describes each form). */
export interface FormReading {
  /** A blank one of these was not sent: it stays as it is, or takes its default. */
  blankIsAbsent?: readonly string[];
  /** A blank one of these is null: none on create, cleared on edit (as JSON null does). */
  blankIsNull?: readonly string[];
  /** A blank number is null (it clears the amount). */
  blankNumberIsNull?: boolean;
  /** Null (a blank, or JSON null) for one of these means "not given". */
  nullIsAbsent?: readonly string[];
  /** Text with one item per line, or a JSON list (characteristics). */
  lines?: readonly string[];
  /** A JSON body's text values are read as the form's would be (`"price": "12.50"` is 12.5): the documented call is a form. */
  typeJsonTexts?: boolean;
}

const NUMBER = /^-?\d+(\.\d+)?$/;
/** The example a refused list of texts names. */
const LIST_EXAMPLES: Record<string, string> = { reviews: '["Lovely colours!"]' };
const pipe = new ContractValidationPipe();

/**
 * The body of a multipart form (or a JSON request) as its contract takes it: each text field read as the kind of value
 * the DTO's validators take (numbers, "true"/"false", JSON lists), then validated by the DTO as the global pipe would.
 * Anything that does not parse stays text for the contract to refuse by name.
 */
export async function formBody<T>(form: UploadedForm, metatype: Type<T>, reading: FormReading = {}): Promise<T> {
  const kinds = formFieldKinds(metatype);
  let body: unknown;
  if (form.json === undefined) body = typedFields(form.fields, kinds, reading);
  else if (reading.typeJsonTexts && isObject(form.json)) {
    const texts = Object.entries(form.json).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    body = { ...form.json, ...typedFields(Object.fromEntries(texts), kinds, reading) };
  } else body = form.json;
  if (reading.nullIsAbsent?.length && isObject(body)) {
    body = Object.fromEntries(Object.entries(body).filter(([name, value]) => !(value === null && reading.nullIsAbsent!.includes(name))));
  }
  return (await pipe.transform(body, { type: 'body', metatype, data: '' })) as T;
}

function typedFields(fields: Record<string, string>, kinds: ReadonlyMap<string, FormFieldKind>, reading: FormReading): Record<string, unknown> {
  const sent = Object.entries(fields).filter(([name, raw]) => !(reading.blankIsAbsent?.includes(name) && raw.trim() === ''));
  return Object.fromEntries(sent.map(([name, raw]) => [name, typedField(name, raw, kinds.get(name) ?? 'text', reading)]));
}

function typedField(name: string, raw: string, kind: FormFieldKind, reading: FormReading): unknown {
  const value = raw.trim();
  if (value === '' && reading.blankIsNull?.includes(name)) return null;
  if (reading.lines?.includes(name)) return value.startsWith('[') ? (jsonList(value) ?? raw) : raw;
  switch (kind) {
    case 'number':
      if (value === '' && reading.blankNumberIsNull) return null;
      return NUMBER.test(value) ? Number(value) : raw;
    case 'flag':
      return value === 'true' ? true : value === 'false' ? false : raw;
    case 'imageList':
      return value === '' ? [] : jsonOr(value, value);
    case 'textList': {
      const list = value === '' ? [] : jsonList(value);
      if (!list) throw new BadRequestException(`${name} must be a JSON list of texts, e.g. ${LIST_EXAMPLES[name] ?? '["Blues","Greens"]'}`);
      return list;
    }
    default:
      return raw;
  }
}

function jsonOr(value: string, otherwise: unknown): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return otherwise;
  }
}

function jsonList(value: string): unknown[] | null {
  const parsed = jsonOr(value, null);
  return Array.isArray(parsed) ? parsed : null;
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
