import type { Type } from '@nestjs/common';
import { ContractValidationPipe } from '../common/http/validation.pipe';
import type { UploadedForm } from '../uploads/upload.service';

const NUMBER_FIELDS = new Set(['originalPrice', 'salePrice', 'quantity', 'maxPerShopper']);
/** A blank one of these in a form means "not given" (the form leaves the end optional, docs/product/back-office.md §5). */
const BLANK_IS_ABSENT = new Set(['startDate', 'endDate', 'scheduledStartDate', 'scheduledEndDate', 'quantity', 'maxPerShopper', 'status', 'isActive', 'autoActivate']);
const FLAGS = new Set(['isActive', 'autoActivate']);
const NUMBER = /^-?\d+(\.\d+)?$/;
const pipe = new ContractValidationPipe();

/**
 * A deal form's text fields → typed values: prices, quantity and maxPerShopper as numbers, `isActive` and `autoActivate` "true"/"false",
 * `keepImages` (and `images` sent as text) a JSON list of addresses. Anything that does not parse stays text for the contract to refuse by name.
 */
function typedDealForm(fields: Record<string, string>): Record<string, unknown> {
  const sent = Object.entries(fields).filter(([name, raw]) => !(BLANK_IS_ABSENT.has(name) && raw.trim() === ''));
  return Object.fromEntries(sent.map(([name, raw]) => {
    const value = raw.trim();
    if (NUMBER_FIELDS.has(name)) return [name, NUMBER.test(value) ? Number(value) : raw];
    if (FLAGS.has(name)) return [name, value === 'true' ? true : value === 'false' ? false : raw];
    if (name === 'keepImages' || name === 'images') return [name, jsonOrText(value)];
    return [name, raw];
  }));
}

function jsonOrText(value: string): unknown {
  if (value === '') return [];
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** A deal's fields from a JSON body or a form's text fields, validated against its contract as the global pipe would. */
export async function dealFields<T>(form: UploadedForm, metatype: Type<T>): Promise<T> {
  const body = form.json !== undefined ? form.json : typedDealForm(form.fields);
  return (await pipe.transform(body, { type: 'body', metatype, data: '' })) as T;
}
